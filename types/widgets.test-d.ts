// The type test of widgets.d.ts (npm run typecheck: `tsc -p types`): the published contract is the runtime's.
import type { BusEvents } from '../shared/runtime/bus';
import type { Config } from '../shared/runtime/config';
import type { HostApi } from '../shared/runtime/host-api';
import type { Struct } from 'superstruct';
import type { Locale } from '../shared/i18n/locales';
import type auth from '../widgets/auth/index';
import type banner from '../widgets/banner/index';
import type donate from '../widgets/donate/index';
import type onlineCounter from '../widgets/online-counter/index';
import type roulette from '../widgets/roulette/index';
import type video from '../widgets/video/index';
import type {
  WidgetLocale,
  WidgetMountAttributes,
  WidgetName,
  WidgetOptionsMap,
  WidgetsApi,
  WidgetsConfig,
  WidgetsEventMap,
} from './widgets';

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

/** The locale union is the one locale list's. */
export type LocalesMatch = Expect<Equal<WidgetLocale, Locale>>;
/** A widget's declared options are what its own options struct reads (every key optional on the page). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type OptionsOf<W> = W extends { options?: Struct<infer P, any> } ? P : never;
type Declared<N extends WidgetName> = Required<WidgetOptionsMap[N]>;
export type OptionsMatch = [
  Expect<Equal<Declared<'auth'>, Required<OptionsOf<typeof auth>>>>,
  Expect<Equal<Declared<'banner'>, Required<OptionsOf<typeof banner>>>>,
  Expect<Equal<Declared<'donate'>, Required<OptionsOf<typeof donate>>>>,
  Expect<Equal<Declared<'online-counter'>, Required<OptionsOf<typeof onlineCounter>>>>,
  Expect<Equal<Declared<'roulette'>, Required<OptionsOf<typeof roulette>>>>,
  Expect<Equal<Declared<'video'>, Required<OptionsOf<typeof video>>>>,
];

/** A host's mount points type-check by name and option; a typo does not. */
export const mountPoints: WidgetMountAttributes[] = [
  { 'data-widget': 'roulette', 'data-user-case-id': '11' },
  { 'data-widget': 'auth', 'data-tab': 'signUp' },
  { 'data-widget': 'online-counter', 'data-interval': '60', 'data-props': '{"interval": 60}' },
  { 'data-widget': 'reveal', 'data-widget-defer': '' },
  // @ts-expect-error no such widget
  { 'data-widget': 'roulete' },
  // @ts-expect-error not one of the tabs
  { 'data-widget': 'auth', 'data-tab': 'register' },
  // @ts-expect-error a user case id is a number
  { 'data-widget': 'roulette', 'data-user-case-id': 'eleven' },
];
export const rouletteProps: WidgetOptionsMap['roulette'] = { userCaseId: 11 };

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
