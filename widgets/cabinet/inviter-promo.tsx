import { useState, type FormEvent } from 'react';
import { accountEndpoints } from '../../shared/api/endpoints/account';
import { troubleText } from '../../shared/api/errors';
import { useEndpoints, useServices, useT } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { useAction } from '../../shared/ui/use-action';
import { useInvalidFocus } from '../../shared/ui/use-invalid-focus';
import { CopyButton } from './copy-button';
import { FormAlert } from '../../shared/ui/form-alert';
import { localPromoError } from './promo';
import type { TabProps } from './tab-props';
import { cabinet } from './messages';

const PROMO_MAX = 35;

/** The inviter's promo code: a field with save until it is set, then read-only with a copy button. */
export function InviterPromo({ user, onUser }: Pick<TabProps, 'user' | 'onUser'>) {
  const { notify, i18n } = useServices();
  const { t } = useT(cabinet);
  const endpoints = useEndpoints(accountEndpoints);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState('');
  const invalid = useInvalidFocus();
  const refuse = (message: string) => {
    setError(message);
    invalid.failed();
  };

  const [save, { pending }] = useAction(async () => {
    const local = localPromoError(value, user.userPromoCode);
    if (local) return refuse(t(local === 'empty' ? 'cabinet.profile.promoEmpty' : 'cabinet.profile.promoOwn'));
    const code = value.trim().toUpperCase();
    setFormError('');
    try {
      await endpoints.savePromoCode(code);
    } catch (e) {
      const trouble = troubleText(i18n, e);
      if (trouble) return setFormError(trouble);
      return refuse(t('cabinet.profile.promoError'));
    }
    onUser({ registrationPromoCode: code });
    notify.success(t('cabinet.profile.promoSaved'));
  });

  if (user.registrationPromoCode) {
    return (
      <div className="wgt-profile__promo">
        <span className="wgt-profile__label">{t('cabinet.profile.inviterPromo')}</span>
        <span className="wgt-profile__code" data-testid="inviter-promo">
          {user.registrationPromoCode}
        </span>
        <CopyButton
          text={user.registrationPromoCode}
          label={t('cabinet.profile.copy')}
          copiedLabel={t('cabinet.profile.copied')}
          what={t('cabinet.profile.inviterPromo')}
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
        label={t('cabinet.profile.inviterPromo')}
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
        {t('cabinet.profile.save')}
      </Button>
      <FormAlert text={formError} />
    </form>
  );
}
