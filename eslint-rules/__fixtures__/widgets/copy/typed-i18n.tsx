import type { Dictionary } from '../../shared/i18n';
import type { Services } from '../../shared/runtime/services';
import { useServices, useT } from '../../shared/runtime/context';
import { translator } from '../../shared/i18n/translator';
import { copy } from './messages';

export function Untyped({ services, kind }: { services: Services; kind: string }) {
  const { i18n } = useServices();
  const a = i18n.t('copy.copied'); // expect: house/typed-i18n
  const b = services.i18n.tn('copy.times', 2); // expect: house/typed-i18n
  const { t } = services.i18n; // expect: house/typed-i18n
  const {
    i18n: { tn }, // expect: house/typed-i18n
  } = useServices();
  return [a, b, t, tn, kind];
}

export function Templates({ kind }: { kind: string }) {
  const { t, tn } = useT(copy);
  return [t(`copy.${kind}`), tn(`copy.${kind}`, 2)]; // expect: house/typed-i18n, house/typed-i18n
}

// Clean: typed t() from useT or translator, a key from a typed map, a template with no expression.
const KIND = { done: 'copy.copied', failed: 'copy.failed' } as const;
export function Typed({ services, kind }: { services: Services; kind: keyof typeof KIND }) {
  const { t } = useT(copy);
  const later = translator(services.i18n, copy);
  return [t('copy.copied'), t(KIND[kind]), later.t(`copy.copied`), services.i18n.money(5)];
}

export const erased: Dictionary = { ru: {}, uk: {}, en: {} }; // expect: house/typed-i18n
export const kept = { ru: {}, uk: {}, en: {} } satisfies Dictionary;
