import type { Dictionary } from '../i18n';

/** The trail's accessible name, the same on every page that shows one. */
export const breadcrumbs = {
  ru: { breadcrumbs: { label: 'Навигация' } },
  uk: { breadcrumbs: { label: 'Навігація' } },
  en: { breadcrumbs: { label: 'Breadcrumbs' } },
} satisfies Dictionary;
