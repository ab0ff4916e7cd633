import { createContext, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import type { Client } from '../api/client';
import type { Dictionary } from '../i18n';
import { translator, type Checked, type TranslatorOf } from '../i18n/translator';
import type { Services } from './services';

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() outside a mounted widget');
  return services;
}

/** Binds an endpoint group (shared/api/endpoints/*) to the page's client. */
export function useEndpoints<T>(group: (client: Client) => T): T {
  const { api } = useServices();
  return useMemo(() => group(api), [api, group]);
}

/**
 * Adds the dictionaries of a part loaded later than its widget (a tab, a route: its strings come with its
 * code) before anything in it is translated. Idempotent, so it is safe in every render.
 */
export function useMessages(...dictionaries: Dictionary[]): void {
  const { i18n } = useServices();
  for (const dictionary of dictionaries) i18n.add(dictionary);
}

/**
 * A component's strings, typed: adds its dictionaries (as useMessages) and gives t() and tn() that accept
 * only their keys and common's (`t('no.such.key')` is a type error), each dictionary's locales holding the
 * same keys. A key chosen at run time goes through a typed map (`{ 404: 'x.notFound' } as const`), not a
 * template. Destructure it (`const { t } = useT(auth)`): house/typed-i18n refuses `i18n.t(…)`.
 */
export function useT<D extends Dictionary[]>(...dictionaries: Checked<D>): TranslatorOf<D> {
  return translator<D>(useServices().i18n, ...dictionaries);
}

/**
 * A ref for a widget's load error (its data could not be read): while that element shows, the mount point's
 * `data-widget-state` is `error`, back to `ready` once no load error (`data-load-error`) is left in it, so a
 * host and QA see that the API failed or answered wrong (README "States"). In the core: every widget with a
 * load error shares it.
 */
export function useLoadError<E extends HTMLElement>(shown: boolean) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const mount = shown ? ref.current?.closest<HTMLElement>('[data-widget]') : undefined;
    if (!mount) return;
    mount.dataset.widgetState = 'error';
    return () => {
      if (mount.dataset.widgetState === 'error' && !mount.querySelector('[data-load-error]'))
        mount.dataset.widgetState = 'ready';
    };
  }, [shown]);
  return ref;
}
