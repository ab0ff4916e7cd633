import { boolean, enums, object, optional, string, type Infer, type Struct, validate } from 'superstruct';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import { CONFIG_BLOCK_ID, configSource } from './host-page';

const ConfigStruct = object({
  apiUrl: string(),
  apiToken: string(),
  isHome: boolean(),
  locale: enums(LOCALES),
  recaptchaSiteKey: string(),
  productName: string(),
  csrfToken: string(),
});
export type Config = Readonly<Infer<typeof ConfigStruct>>;

const DEFAULTS: Config = {
  apiUrl: '',
  apiToken: '',
  isHome: false,
  locale: DEFAULT_LOCALE,
  recaptchaSiteKey: '',
  productName: '',
  csrfToken: '',
};
const KEYS = Object.keys(DEFAULTS) as (keyof Config)[];
const RawStruct = object({ ...ConfigStruct.schema, csrfToken: optional(string()) });

/**
 * Reads the page's configuration once: the JSON block `<script type="application/json" id="widgets-config">`
 * (strict-CSP hosts) wins over window globals (shared/runtime/host-page.ts). Each bad value gets one
 * readable warning and its safe default; nothing throws.
 */
export function readConfig(win: Window, warn: (message: string) => void): Config {
  const source = configSource(win, () =>
    warn(`[widgets] config: #${CONFIG_BLOCK_ID} is not a JSON object; using window globals`),
  );
  const config: Record<string, unknown> = { ...DEFAULTS };
  for (const key of KEYS) {
    const value = key === 'csrfToken' ? csrfMeta(win.document) : source[key];
    if (value === undefined) continue;
    if (!valid(key, value))
      warn(
        `[widgets] config: ${key} must be ${describe(key)}, got ${JSON.stringify(value)}; using ${JSON.stringify(DEFAULTS[key])}`,
      );
    else config[key] = key === 'apiUrl' ? String(value).replace(/\/+$/, '') : value;
  }
  return Object.freeze(config as Config);
}

/**
 * Each value against its own field's struct (the whole object once per key cost the boot 20-30 ms at 1x).
 * superstruct throws a TypeError for a value it cannot print (`{"toString": {}}`): invalid too.
 */
function valid(key: keyof Config, value: unknown): boolean {
  try {
    return !validate(value, RawStruct.schema[key] as Struct<unknown, unknown>)[0];
  } catch {
    return false;
  }
}

function csrfMeta(doc: Document): string | undefined {
  return doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? undefined;
}

function describe(key: keyof Config): string {
  if (key === 'locale') return `one of ${LOCALES.join(', ')}`;
  return typeof DEFAULTS[key] === 'boolean' ? 'a boolean' : 'a string';
}
