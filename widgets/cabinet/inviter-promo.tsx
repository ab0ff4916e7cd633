import { useState, type FormEvent } from 'react';
import { accountEndpoints } from '../../shared/api/endpoints/account';
import { troubleText } from '../../shared/api/errors';
import { useEndpoints, useServices } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { useAction } from '../../shared/ui/use-action';
import { useInvalidFocus } from '../../shared/ui/use-invalid-focus';
import { CopyButton } from './copy-button';
import { FormAlert } from '../../shared/ui/form-alert';
import { localPromoError } from './promo';
import type { TabProps } from './tab-props';

const PROMO_MAX = 35;

/** The inviter's promo code: a field with save until it is set, then read-only with a copy button. */
export function InviterPromo({ user, onUser }: Pick<TabProps, 'user' | 'onUser'>) {
  const { i18n, notify } = useServices();
  const endpoints = useEndpoints(accountEndpoints);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState('');
  const invalid = useInvalidFocus();
  const refuse = (message: string) => {
    setError(message);
    invalid.failed();
  };
  const t = (key: string) => i18n.t(`cabinet.profile.${key}`);

  const [save, { pending }] = useAction(async () => {
    const local = localPromoError(value, user.userPromoCode);
    if (local) return refuse(t(local === 'empty' ? 'promoEmpty' : 'promoOwn'));
    const code = value.trim().toUpperCase();
    setFormError('');
    try {
      await endpoints.savePromoCode(code);
    } catch (e) {
      const trouble = troubleText(i18n, e);
      if (trouble) return setFormError(trouble);
      return refuse(t('promoError'));
    }
    onUser({ registrationPromoCode: code });
    notify.success(t('promoSaved'));
  });

  if (user.registrationPromoCode) {
    return (
      <div className="wgt-profile__promo">
        <span className="wgt-profile__label">{t('inviterPromo')}</span>
        <span className="wgt-profile__code" data-testid="inviter-promo">
          {user.registrationPromoCode}
        </span>
        <CopyButton
          text={user.registrationPromoCode}
          label={t('copy')}
          copiedLabel={t('copied')}
          what={t('inviterPromo')}
        />
      </div>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save();
  };
  return (
    <form ref={invalid.ref} className="wgt-profile__promo-form" onSubmit={submit} noValidate>
      <TextField
        label={t('inviterPromo')}
        value={value}
        maxLength={PROMO_MAX}
        autoComplete="off"
        error={error}
        onChange={(v) => {
          setValue(v.replace(/[^0-9a-z]/gi, '').toUpperCase());
          setError(undefined);
        }}
      />
      <Button type="submit" kind="secondary" busy={pending}>
        {t('save')}
      </Button>
      <FormAlert text={formError} />
    </form>
  );
}
