import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ServicesContext } from '../../shared/runtime/context';
import type { WidgetDefinition } from '../../shared/runtime/define';
import type { Services } from '../../shared/runtime/services';

/** Renders a widget's component the way the mounter does: inside the services provider, with its strings. */
export function renderWidget<P>(definition: WidgetDefinition<P>, props: P, services: Services) {
  definition.messages?.forEach((dictionary) => services.i18n.add(dictionary));
  const Widget = definition.Component!;
  return renderWith(<Widget {...(props as P & object)} />, services);
}

export function renderWith(ui: ReactElement, services: Services) {
  return render(<ServicesContext.Provider value={services}>{ui}</ServicesContext.Provider>);
}

/** What a screen reader reads with a control after its name: the texts its aria-describedby points at. */
export function description(el: Element): string {
  const ids = el.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
}
