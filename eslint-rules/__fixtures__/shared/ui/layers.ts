// ui is the top shared layer: it may import runtime, i18n, storage and api.
import { useServices } from '../runtime/context';
import { plural } from '../i18n/plural';
import { KEYS } from '../storage/index';
import { ApiError } from '../api/errors';

export { ApiError, KEYS, plural, useServices };
