import type { Dictionary } from '../../shared/i18n';

/** Cabinet settings tab: change password and two-factor authentication. */
export const cabinetSettings: Dictionary = {
  ru: {
    settings: {
      tabs: { label: 'Настройки', password: 'Смена пароля', twoFa: 'Двухфакторная аутентификация' },
      old: 'Старый пароль', password: 'Новый пароль', confirmation: 'Повторите пароль', save: 'Сохранить',
      errors: {
        oldRequired: 'Введите старый пароль', passwordRule: 'Пароль должен содержать не менее 8 символов.',
        confRequired: 'Повторите пароль', match: 'Пароли должны совпадать', oldInvalid: 'Старый пароль указан неверно',
      },
      updated: 'Пароль успешно изменён',
      twoFa: {
        enabledText: 'Двухфакторная аутентификация включена.', step1: 'Установите приложение-аутентификатор (Google Authenticator, Authy).',
        step2: 'Отсканируйте QR-код или введите секретный ключ вручную.', step3: 'Введите шестизначный код из приложения.',
        qr: 'QR-код для приложения-аутентификатора', secret: 'Секретный ключ', copy: 'Копировать', copied: 'Скопировано',
        code: 'Код из приложения', activate: 'Активировать', deactivate: 'Отключить',
        invalid: 'Код подтверждения введён неверно', activated: 'Двухфакторная аутентификация включена', deactivated: 'Двухфакторная аутентификация отключена',
        loadError: 'Не удалось получить секретный ключ.',
      },
    },
  },
  uk: {
    settings: {
      tabs: { label: 'Налаштування', password: 'Зміна пароля', twoFa: 'Двофакторна автентифікація' },
      old: 'Старий пароль', password: 'Новий пароль', confirmation: 'Повторіть пароль', save: 'Зберегти',
      errors: {
        oldRequired: 'Введіть старий пароль', passwordRule: 'Пароль має містити щонайменше 8 символів.',
        confRequired: 'Повторіть пароль', match: 'Паролі мають збігатися', oldInvalid: 'Старий пароль вказано невірно',
      },
      updated: 'Пароль успішно змінено',
      twoFa: {
        enabledText: 'Двофакторну автентифікацію увімкнено.', step1: 'Встановіть застосунок-автентифікатор (Google Authenticator, Authy).',
        step2: 'Відскануйте QR-код або введіть секретний ключ вручну.', step3: 'Введіть шестизначний код із застосунку.',
        qr: 'QR-код для застосунку-автентифікатора', secret: 'Секретний ключ', copy: 'Копіювати', copied: 'Скопійовано',
        code: 'Код із застосунку', activate: 'Активувати', deactivate: 'Вимкнути',
        invalid: 'Код підтвердження введено невірно', activated: 'Двофакторну автентифікацію увімкнено', deactivated: 'Двофакторну автентифікацію вимкнено',
        loadError: 'Не вдалося отримати секретний ключ.',
      },
    },
  },
  en: {
    settings: {
      tabs: { label: 'Settings', password: 'Change password', twoFa: 'Two-factor auth' },
      old: 'Old password', password: 'New password', confirmation: 'Repeat the password', save: 'Save',
      errors: {
        oldRequired: 'Enter your old password', passwordRule: 'Password must include at least 8 characters long.',
        confRequired: 'Repeat the password', match: 'Passwords must match', oldInvalid: 'Old password is incorrect',
      },
      updated: 'Password updated successfully',
      twoFa: {
        enabledText: 'Two-factor authentication is on.', step1: 'Install an authenticator app (Google Authenticator, Authy).',
        step2: 'Scan the QR code or enter the secret key by hand.', step3: 'Enter the six-digit code from the app.',
        qr: 'QR code for the authenticator app', secret: 'Secret key', copy: 'Copy', copied: 'Copied',
        code: 'Code from the app', activate: 'Activate', deactivate: 'Deactivate',
        invalid: 'Verification code entered incorrectly', activated: 'Two-factor authentication enabled', deactivated: 'Two-factor authentication disabled',
        loadError: 'Could not get the secret key.',
      },
    },
  },
};
