import type { Registry } from '../runtime/registry';
import { importChecked, requestFiles, type Requests } from './file-requests';
import { filesOf, type Listed, type LocaleManifest } from './manifest';

/** The page's widgets' files, in one wave; settles when every one has loaded or was refused. */
export function requestPageWidgets(
  requests: Requests,
  locale: Listed<LocaleManifest>,
  names: string[],
): Promise<unknown> {
  const { widgets } = locale.build;
  // Own properties only: a page's `data-widget="constructor"` names no widget (and no Object.prototype member).
  return requestFiles(
    requests,
    names.flatMap((name) => (Object.hasOwn(widgets, name) ? filesOf(locale, widgets[name]!) : [])),
  );
}

/**
 * Every widget the manifest names and its import: all its files requested in one wave (its stylesheets
 * linked there, once), the module once its scripts are in, checked, and its stylesheets have loaded, so
 * the widget never shows unstyled.
 */
export function widgetImports(requests: Requests, locale: Listed<LocaleManifest>): Registry {
  const registry: Registry = {};
  for (const [name, indexes] of Object.entries(locale.build.widgets)) {
    const files = filesOf(locale, indexes);
    registry[name] = () => {
      const settled = requestFiles(requests, files);
      return Promise.all([importChecked(requests, files), settled]).then(
        ([module]) => module as Awaited<ReturnType<Registry[string]>>,
      );
    };
  }
  return registry;
}
