/**
 * The widgets' public contract with a host page, version-matched to `Widgets.version` (CHANGELOG.md):
 * `window.Widgets`, its bus events and their `widgets:*` DOM events, and the configuration (the page globals
 * or `<script type="application/json" id="widgets-config">`). Copied to `dist/widgets.d.ts` by the build.
 *
 *   /// <reference path="/widgets/widgets.d.ts" />   or   import type { WidgetsApi } from './widgets';
 */

import type { WidgetLocale } from './widget-options';

/** Every widget's name and options (generated from the widgets' own option structs). */
export type * from './widget-options';

/** Every event on the bus, with its payload (README "Host API and events"). */
export interface WidgetsEventMap {
  /** A mount point is live: `{ id: 'online-counter#1' }`. */
  'widget:mounted': { id: string };
  /** Every mount point present at load has settled; `count` includes deferred ones. */
  'runtime:ready': { count: number; ms: number };
  /** Sign-in or sign-up succeeded (the page reloads next). */
  'auth:signed-in': { token: string };
  /** Logout, or a 401 ended the session. */
  'auth:signed-out': Record<string, never>;
  /** The coin balance changed (a coupon swap, a coin purchase). */
  'coins:changed': { premiumCoins: number };
  /** The inventory asks to open a case. */
  'case:open-requested': { userCaseId: number };
  /** An open answered after the case view was left: the cabinet reads its cases again. */
  'cases:changed': { caseId: number };
  /** The case view was left. */
  'case:closed': Record<string, never>;
}

export type WidgetsEvent = keyof WidgetsEventMap;

/** `window.Widgets`: exists as soon as the script runs; mount/unmount wait for the runtime. */
export interface WidgetsApi {
  /** The bundle's version (package.json; semver, CHANGELOG.md). */
  readonly version: string;
  /** Mounts the mount points inside `root` (default: the whole document); resolves when all have settled. */
  mount(root?: ParentNode): Promise<void>;
  unmount(element: Element): Promise<void>;
  /** Listens to a bus event; returns the function that stops listening. */
  on<K extends WidgetsEvent>(event: K, listener: (payload: WidgetsEventMap[K]) => void): () => void;
  emit<K extends WidgetsEvent>(event: K, payload: WidgetsEventMap[K]): void;
}

/**
 * The configuration: the same keys as page globals (`window.apiUrl = …`) or as the JSON of
 * `<script type="application/json" id="widgets-config">`, which wins. Each is optional; a bad value gets a
 * console warning and its default. The CSRF token comes from `<meta name="csrf-token">`.
 */
export interface WidgetsConfig {
  /** The API base for every API call (docs/BACKEND.md). Default `''`: the page origin. */
  apiUrl?: string;
  /** The signed-in player's bearer token; `''` for visitors (default). */
  apiToken?: string;
  /** The home page (default false). */
  isHome?: boolean;
  /** Default: the first locale (`'ru'`). */
  locale?: WidgetLocale;
  /** The bot-check (reCAPTCHA v3) site key. */
  recaptchaSiteKey?: string;
  /** Used in page titles. */
  productName?: string;
}

/** Every bus event as a DOM event on `document`: `widgets:coins:changed`, its payload in `detail`. */
export type WidgetsDomEventMap = {
  [K in WidgetsEvent as `widgets:${K}`]: CustomEvent<WidgetsEventMap[K]>;
};

/** A mount point's `data-widget-state` (README "States"). */
export type WidgetState = 'deferred' | 'loading' | 'ready' | 'error' | 'failed';

declare global {
  interface Window extends WidgetsConfig {
    readonly Widgets: WidgetsApi;
  }
  // Merged into the DOM's own map, so document.addEventListener('widgets:…') types its `detail`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends WidgetsDomEventMap {}
}
