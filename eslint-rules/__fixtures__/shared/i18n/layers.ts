// i18n is a bottom layer: it imports no other shared folder.
import type { Config } from '../runtime/config'; // expect: house/import-boundaries
import { KEYS } from '../storage/index'; // expect: house/import-boundaries
import { LOCALES, type Locale } from './locales';

export type { Config, Locale };
export { KEYS, LOCALES };
