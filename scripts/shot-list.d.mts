// Types of scripts/shot-list.mjs for the TypeScript that imports it (e2e/layout-guard.spec.ts).
import type { Page } from '@playwright/test';

export interface Shot {
  id: string;
  path: string;
  user?: string;
  step?: string;
  settle?: false;
}
export const SHOTS: readonly Shot[];
export const WIDTHS: readonly number[];
/** `localize` gives a path's address in the shot's locale (withLocale of shared/i18n/locales.ts). */
export function shotUrl(origin: string, shot: Shot, localize: (path: string) => string): string;
export function runStep(page: Page, step: string | undefined): Promise<void>;
