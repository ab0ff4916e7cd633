// api is a bottom layer: it imports no other shared folder.
import { KEYS } from '../storage/index'; // expect: house/import-boundaries
import { useServices } from '../runtime/context'; // expect: house/import-boundaries
import { ApiError } from './errors';

export { ApiError, KEYS, useServices };
