import { useEffect, useState } from 'react';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { failureOf, isApiError, isTrouble } from '../../shared/api/errors';
import { useEndpoints, useServices, useT } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { TextField, type Option } from '../../shared/ui/field';
import { useAction } from '../../shared/ui/use-action';
import { useInvalidFocus } from '../../shared/ui/use-invalid-focus';
import { FormAlert } from '../../shared/ui/form-alert';
import { LoginField, ServerField, StepTitle, submit, useErrorText, useFields, type AuthError } from './fields';
import { EmailField, NewPasswordFields } from './later-fields';
import { defaultServer } from './servers';
import { filterPromo, LIMITS, signUpServerErrors, validateSignUp, type SignUpData, type SignUpField } from './validate';
import { auth } from './messages';
import { authMore } from './more.messages';

const EMPTY: SignUpData = { server: '', login: '', email: '', password: '', confirmation: '', promo: '' };

/** The sign-up tab: every field checked together, server answers shown on their fields (docs/widgets/auth.md). */
export function SignUpPanel({ servers }: { servers: readonly Option[] | null }) {
  const { nav, session, log } = useServices();
  const { t } = useT(auth, authMore);
  const api = useEndpoints(sessionEndpoints);
  const err = useErrorText();
  const [data, setData] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<SignUpField, AuthError>>>({});
  const [formError, setFormError] = useState<AuthError>();
  const [finishing, setFinishing] = useState(false);
  const { ref: form, failed } = useInvalidFocus();

  // A lone server is chosen for the player; never over a choice made meanwhile (effects may run late).
  useEffect(() => {
    const lone = servers ? defaultServer(servers) : '';
    if (lone) setData((d) => (d.server ? d : { ...d, server: lone }));
  }, [servers, data.server]);

  const edit = (field: SignUpField, value: string) => {
    setData((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
    setFormError(undefined);
  };

  const [register, { pending }] = useAction(async () => {
    const invalid = validateSignUp(data);
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      return failed();
    }
    try {
      const { token } = await api.register({
        server: data.server,
        login: data.login,
        email: data.email.toLowerCase(),
        password: data.password,
        password_confirmation: data.confirmation,
        ...(data.promo ? { promo_code: data.promo.toUpperCase() } : {}),
      });
      setFinishing(true);
      await session.signIn(token);
    } catch (error) {
      const failure = failureOf(error);
      const onFields = failure === 'rejected' && isApiError(error) ? signUpServerErrors(error.fieldErrors()) : {};
      if (Object.keys(onFields).length > 0) {
        setErrors(onFields);
        failed();
      } else {
        log.warn('sign-up failed', error);
        setFormError(isTrouble(failure) ? failure : 'generic');
      }
    }
  });

  const field = useFields(data, errors, edit);
  return (
    <form ref={form} className="wgt-auth__form" noValidate onSubmit={submit(register)}>
      <StepTitle>{t('authMore.titles.signUp')}</StepTitle>
      <ServerField options={servers} {...field('server')} />
      <LoginField
        label={t('authMore.fields.login')}
        name="login"
        autoComplete="username"
        maxLength={LIMITS.login}
        hint={t('authMore.hints.login')}
        {...field('login')}
      />
      <EmailField {...field('email')} />
      <NewPasswordFields
        label={t('auth.fields.password')}
        name="password"
        password={field('password')}
        confirmation={field('confirmation')}
      />
      <TextField
        label={t('authMore.fields.promo')}
        name="promo"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="wgt-auth__promo"
        maxLength={LIMITS.promo}
        hint={t('authMore.hints.promo')}
        {...field('promo')}
        onChange={(v) => edit('promo', filterPromo(v))}
      />
      <p className="wgt-auth__terms">
        {t('authMore.hints.terms')}{' '}
        <a href={nav.localePath('/terms')} target="_blank" rel="noopener">
          {t('authMore.hints.termsLink')}
        </a>
      </p>
      <FormAlert text={err(formError)} />
      <div className="wgt-auth__actions">
        <Button type="submit" busy={pending || finishing}>
          {t('authMore.actions.signUp')}
        </Button>
      </div>
    </form>
  );
}
