// The type test of widgets.d.ts (npm run typecheck: `tsc -p types`): the published contract is the runtime's.
import type { BusEvents } from '../shared/runtime/bus';
import type { Config } from '../shared/runtime/config';
import type { HostApi } from '../shared/runtime/host-api';
import type { WidgetsApi, WidgetsConfig, WidgetsEventMap } from './widgets';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
/** The bus's named events (its index signature lets widgets add more; the contract names them all). */
type Named<T> = { [K in keyof T as string extends K ? never : K]: T[K] };

/** Every bus event, payload for payload. */
export type EventsMatch = Expect<Equal<WidgetsEventMap, Named<BusEvents>>>;
/** Every config key and type (the CSRF token comes from the meta, not the config). */
export type ConfigMatch = Expect<
  Equal<Required<WidgetsConfig>, Omit<{ -readonly [K in keyof Config]: Config[K] }, 'csrfToken'>>
>;

/** `window.Widgets` as the bundle builds it is the declared API. */
export const built = (api: HostApi): WidgetsApi => api;

/** What a host writes type-checks, and mistakes do not. */
export function host(): void {
  document.addEventListener('widgets:coins:changed', (event) => {
    const coins: number = event.detail.premiumCoins;
    void coins;
  });
  const off: () => void = window.Widgets.on(
    'case:open-requested',
    ({ userCaseId }) => void (userCaseId satisfies number),
  );
  off();
  void window.Widgets.mount(document.body);
  window.apiUrl = 'https://api.example.com';
  // @ts-expect-error an event the bundle does not have
  window.Widgets.emit('coins:changd', { premiumCoins: 1 });
  // @ts-expect-error a payload of the wrong shape
  window.Widgets.emit('coins:changed', { coins: 1 });
  // @ts-expect-error a locale the bundle does not speak
  window.locale = 'de';
}
