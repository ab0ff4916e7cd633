// api is a bottom layer: it imports no other shared folder (its schemas come from superstruct).
import { string, type } from 'superstruct';
import { KEYS } from '../storage/index'; // expect: house/import-boundaries
import { useServices } from '../runtime/context'; // expect: house/import-boundaries
import { ApiError } from './errors';

export const Answer = type({ name: string() });
export { ApiError, KEYS, useServices };
