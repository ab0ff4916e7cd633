import type { WidgetDefinition } from '../../shared/runtime/define';
import type { Services } from '../../shared/runtime/services';

/** Puts server markup on the page and runs a widget's enhancer on its mount point, as the mounter does. */
export function enhanceWidget<P>(definition: WidgetDefinition<P>, markup: string, services: Services, props = {} as P) {
  const host = document.createElement('div');
  host.innerHTML = markup.trim();
  document.body.append(host);
  const el = host.querySelector<HTMLElement>('[data-widget]') ?? (host.firstElementChild as HTMLElement);
  definition.messages?.forEach((dictionary) => services.i18n.add(dictionary));
  const cleanup = definition.enhance!({ el, props, services });
  return { el, host, cleanup: () => cleanup?.() };
}
