// Types of scripts/shot-list.mjs for the TypeScript that imports it (e2e/layout-guard.spec.ts).
import type { Page } from '@playwright/test';
import type { Locale } from '../shared/i18n/locales';

export interface Shot {
  id: string;
  path: string;
  user?: string;
  step?: string;
  settle?: false;
}
export const SHOTS: readonly Shot[];
export const LOCALES: readonly Locale[];
export const WIDTHS: readonly number[];
export function localized(locale: Locale, path: string): string;
export function shotUrl(origin: string, shot: Shot, locale: string): string;
export function runStep(page: Page, step: string | undefined): Promise<void>;
