import type { Dictionary } from '../../shared/i18n';

/** The strings of the other auth forms (sign-up, two-factor, password reset): they come with them (more.ts). */
export const authMore = {
  ru: {
    authMore: {
      titles: {
        signInTwoFa: 'Двухфакторная аутентификация',
        forgotPass: 'Восстановление пароля',
        confirmReset: 'Код подтверждения',
        passwordChange: 'Новый пароль',
        signUp: 'Создание аккаунта',
      },
      fields: {
        email: 'E-mail',
        login: 'Логин',
        confirmation: 'Подтверждение пароля',
        newPassword: 'Новый пароль',
        promo: 'Промокод (необязательно)',
        resetCode: 'Код из письма',
        twoFaCode: 'Код из приложения-аутентификатора',
      },
      actions: {
        confirm: 'Подтвердить',
        back: 'Назад',
        reset: 'Сбросить пароль',
        resend: 'Отправить код ещё раз',
        apply: 'Применить',
        signUp: 'Зарегистрироваться',
      },
      hints: {
        login: 'Латинские буквы, цифры и знаки, без пробелов',
        twoFa: 'Введите 6-значный код из приложения-аутентификатора.',
        forgot: 'Укажите сервер и e-mail аккаунта: мы пришлём код для сброса пароля.',
        confirm: 'Мы отправили код на {{email}}.',
        terms: 'Регистрируясь, вы принимаете',
        termsLink: 'условия использования',
        promo: 'Латинские буквы и цифры',
      },
    },
  },
  uk: {
    authMore: {
      titles: {
        signInTwoFa: 'Двофакторна автентифікація',
        forgotPass: 'Відновлення пароля',
        confirmReset: 'Код підтвердження',
        passwordChange: 'Новий пароль',
        signUp: 'Створення акаунта',
      },
      fields: {
        email: 'E-mail',
        login: 'Логін',
        confirmation: 'Підтвердження пароля',
        newPassword: 'Новий пароль',
        promo: 'Промокод (необовʼязково)',
        resetCode: 'Код із листа',
        twoFaCode: 'Код із застосунку-автентифікатора',
      },
      actions: {
        confirm: 'Підтвердити',
        back: 'Назад',
        reset: 'Скинути пароль',
        resend: 'Надіслати код ще раз',
        apply: 'Застосувати',
        signUp: 'Зареєструватися',
      },
      hints: {
        login: 'Латинські літери, цифри й знаки, без пробілів',
        twoFa: 'Введіть 6-значний код із застосунку-автентифікатора.',
        forgot: 'Вкажіть сервер і e-mail акаунта: ми надішлемо код для скидання пароля.',
        confirm: 'Ми надіслали код на {{email}}.',
        terms: 'Реєструючись, ви приймаєте',
        termsLink: 'умови використання',
        promo: 'Латинські літери та цифри',
      },
    },
  },
  en: {
    authMore: {
      titles: {
        signInTwoFa: 'Two-factor authentication',
        forgotPass: 'Reset your password',
        confirmReset: 'Confirmation code',
        passwordChange: 'New password',
        signUp: 'Create an account',
      },
      fields: {
        email: 'E-mail',
        login: 'Login',
        confirmation: 'Confirm password',
        newPassword: 'New password',
        promo: 'Promo code (optional)',
        resetCode: 'Code from the e-mail',
        twoFaCode: 'Code from your authenticator app',
      },
      actions: {
        confirm: 'Confirm',
        back: 'Back',
        reset: 'Reset password',
        resend: 'Send the code again',
        apply: 'Apply',
        signUp: 'Sign up',
      },
      hints: {
        login: 'Latin letters, digits and symbols, no spaces',
        twoFa: 'Enter the 6-digit code from your authenticator app.',
        forgot: "Choose your server and enter your account's e-mail: we will send a code to reset the password.",
        confirm: 'We sent a code to {{email}}.',
        terms: 'By signing up you accept the',
        termsLink: 'terms of service',
        promo: 'Latin letters and digits',
      },
    },
  },
} satisfies Dictionary;
