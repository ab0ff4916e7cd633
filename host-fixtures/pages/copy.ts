import type { Locale } from './types';

/** Layout copy shared by every page. Page-specific copy lives with its page. */
export const LAYOUT_COPY: Record<Locale, Record<string, string>> = {
  ru: {
    skip: 'Перейти к содержимому', nav: 'Основная навигация', about: 'О проекте', servers: 'Серверы',
    news: 'Новости', donate: 'Донат', cabinet: 'Кабинет', signIn: 'Войти', language: 'Язык',
    terms: 'Пользовательское соглашение', rights: 'Все права защищены.', gallery: 'Галерея фикстур',
    tagline: 'Ролевые серверы нового поколения', back: 'На главную', benefits: 'Преимущества', media: 'Видео',
    menuOpen: 'Открыть меню', logout: 'Выйти', languageName: 'Русский',
  },
  uk: {
    skip: 'Перейти до вмісту', nav: 'Основна навігація', about: 'Про проєкт', servers: 'Сервери',
    news: 'Новини', donate: 'Донат', cabinet: 'Кабінет', signIn: 'Увійти', language: 'Мова',
    terms: 'Угода користувача', rights: 'Усі права захищено.', gallery: 'Галерея фікстур',
    tagline: 'Рольові сервери нового покоління', back: 'На головну', benefits: 'Переваги', media: 'Відео',
    menuOpen: 'Відкрити меню', logout: 'Вийти', languageName: 'Українська',
  },
  en: {
    skip: 'Skip to content', nav: 'Main navigation', about: 'About', servers: 'Servers',
    news: 'News', donate: 'Donate', cabinet: 'Cabinet', signIn: 'Sign in', language: 'Language',
    terms: 'Terms of service', rights: 'All rights reserved.', gallery: 'Fixture gallery',
    tagline: 'Next-generation roleplay servers', back: 'Back to home', benefits: 'Benefits', media: 'Videos',
    menuOpen: 'Open the menu', logout: 'Log out', languageName: 'English',
  },
};

export function layoutCopy(locale: Locale, key: string): string {
  return LAYOUT_COPY[locale][key] ?? LAYOUT_COPY.en[key] ?? key;
}
