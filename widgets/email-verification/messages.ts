import type { Dictionary } from '../../shared/i18n';

export const emailVerification = {
  ru: {
    emailVerification: {
      loading: 'Подтверждаем ваш e-mail…',
      successTitle: 'E-mail подтверждён',
      successText: 'Спасибо! Теперь вам доступны все возможности аккаунта.',
      errorTitle: 'Не удалось подтвердить e-mail',
      errorText: 'Ссылка недействительна или уже использована. Запросите новое письмо в личном кабинете.',
      toCabinet: 'В личный кабинет',
      toHome: 'На главную',
    },
  },
  uk: {
    emailVerification: {
      loading: 'Підтверджуємо ваш e-mail…',
      successTitle: 'E-mail підтверджено',
      successText: 'Дякуємо! Тепер вам доступні всі можливості акаунта.',
      errorTitle: 'Не вдалося підтвердити e-mail',
      errorText: 'Посилання недійсне або вже використане. Запросіть новий лист в особистому кабінеті.',
      toCabinet: 'В особистий кабінет',
      toHome: 'На головну',
    },
  },
  en: {
    emailVerification: {
      loading: 'Confirming your e-mail…',
      successTitle: 'E-mail confirmed',
      successText: 'Thank you! Every feature of your account is now available.',
      errorTitle: 'The e-mail could not be confirmed',
      errorText: 'The link is invalid or has already been used. Request a new e-mail in your cabinet.',
      toCabinet: 'Go to the cabinet',
      toHome: 'Back to home',
    },
  },
} satisfies Dictionary;
