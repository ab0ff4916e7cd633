import type { Registry } from '../runtime/registry';
import { importChecked, requestFiles, type Requests } from './file-requests';
import { filesOf, isStyle, type Fetched, type LocaleManifest } from './manifest';
import type { StyleFile } from './stylesheets';

/** The page's widgets' files, in one wave; settles when every one has loaded or was refused. */
export function requestPageWidgets(
  requests: Requests,
  locale: Fetched<LocaleManifest>,
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
 * Every widget the manifest names: its import (all its files requested in one wave, imported once its
 * scripts are in, checked) and its stylesheets.
 */
export function widgetImports(requests: Requests, locale: Fetched<LocaleManifest>) {
  const scripts: Registry = {};
  const styles: Record<string, StyleFile[]> = {};
  for (const [name, indexes] of Object.entries(locale.build.widgets)) {
    const files = filesOf(locale, indexes);
    scripts[name] = () => {
      void requestFiles(requests, files);
      return importChecked(requests, files) as ReturnType<Registry[string]>;
    };
    styles[name] = files.filter(isStyle);
  }
  return { scripts, styles };
}
