import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { MessageKey } from '../../shared/i18n';
import { accountEndpoints } from '../../shared/api/endpoints/account';
import { troubleText } from '../../shared/api/errors';
import { useEndpoints, useServices, useT } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { CodeInput } from '../../shared/ui/code-input';
import { Html } from '../../shared/ui/html';
import { LoadView } from '../../shared/ui/load-view';
import { SVG_PROFILE } from '../../shared/ui/sanitize-svg';
import { useAction } from '../../shared/ui/use-action';
import { useInvalidFocus } from '../../shared/ui/use-invalid-focus';
import { focusViewHeading } from '../../shared/ui/view-focus';
import { CopyButton } from './copy-button';
import { FormAlert } from '../../shared/ui/form-alert';
import type { TabProps } from './tab-props';
import { useTwoFaSecret } from './use-two-fa-secret';
import { cabinetSettings } from './settings.messages';

export const CODE_LENGTH = 6;
export const SWITCH_DELAY_MS = 1000;

/**
 * Two-factor authentication (docs/widgets/cabinet.md). Off: setup steps with the QR code and secret, a code, Activate.
 * On: a code and Deactivate (which asks for a fresh secret at once). Either success shows its message
 * and switches the state 1 s later; a failure marks the code invalid.
 */
export function TwoFactor({ user, onUser }: Pick<TabProps, 'user' | 'onUser'>) {
  const { notify, clock, i18n } = useServices();
  const { t } = useT(cabinetSettings);
  const endpoints = useEndpoints(accountEndpoints);
  const enabled = !!user.isTwoFaEnabled;
  const { state, regenerate } = useTwoFaSecret(enabled);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [formError, setFormError] = useState('');
  const [switching, setSwitching] = useState(false);
  const cancel = useRef<() => void>(undefined);
  useEffect(() => () => cancel.current?.(), []);
  const invalidFocus = useInvalidFocus();
  // The switch replaces the view the focus was in, never to <body>: on, to the result's heading (not an empty code
  // box beside "Deactivate"); off, to the new setup's code field.
  const switched = useRef(false);
  const view = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    if (enabled && view.current) focusViewHeading(view.current);
    else invalidFocus.ref.current?.querySelector<HTMLElement>('input')?.focus();
  }, [enabled, invalidFocus.ref]);

  const done = (message: MessageKey<typeof cabinetSettings>, next: boolean) => {
    notify.success(t(message));
    setSwitching(true);
    cancel.current = clock.timeout(() => {
      setSwitching(false);
      setCode('');
      const form = invalidFocus.ref.current;
      switched.current = !!form?.contains(form.ownerDocument.activeElement);
      onUser({ isTwoFaEnabled: next });
    }, SWITCH_DELAY_MS);
  };
  const [submit, { pending }] = useAction(async () => {
    setFormError('');
    try {
      if (enabled) {
        await endpoints.twoFaDestroy(code);
        regenerate();
        done('settings.twoFa.deactivated', false);
      } else if (state.status === 'ready') {
        await endpoints.twoFaVerify(code, state.data.secret);
        done('settings.twoFa.activated', true);
      }
    } catch (error) {
      const trouble = troubleText(i18n, error);
      if (trouble) setFormError(trouble);
      else {
        setInvalid(true);
        invalidFocus.failed();
      }
    }
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (code.length >= CODE_LENGTH && !switching) void submit();
  };

  const form = (
    <form ref={invalidFocus.ref} className="wgt-form wgt-twofa__form" onSubmit={onSubmit} noValidate>
      <CodeInput
        label={t('settings.twoFa.code')}
        value={code}
        invalid={invalid}
        error={invalid ? t('settings.twoFa.invalid') : undefined}
        disabled={switching}
        onChange={(v) => {
          setCode(v);
          setInvalid(false);
        }}
      />
      <Button
        type="submit"
        busy={pending}
        disabled={code.length < CODE_LENGTH || switching || (!enabled && state.status !== 'ready')}
      >
        {t(enabled ? 'settings.twoFa.deactivate' : 'settings.twoFa.activate')}
      </Button>
      <FormAlert text={formError} />
    </form>
  );

  if (enabled) {
    return (
      <div ref={view} className="wgt-twofa" data-state="enabled">
        <div>
          <h2 className="wgt-twofa__status">{t('settings.twoFa.enabledText')}</h2>
          <p className="wgt-twofa__hint">{t('settings.twoFa.offHint')}</p>
        </div>
        {form}
      </div>
    );
  }
  return (
    <div className="wgt-twofa" data-state="disabled">
      <ol className="wgt-twofa__steps">
        <li>{t('settings.twoFa.step1')}</li>
        <li>
          {t('settings.twoFa.step2')}
          <LoadView state={state} block="wgt-twofa" error={t('settings.twoFa.loadError')} onRetry={regenerate}>
            {({ secret, QRImage }) => (
              <div className="wgt-twofa__setup">
                <figure className="wgt-twofa__qr" role="img" aria-label={t('settings.twoFa.qr')}>
                  <Html html={QRImage} svg={SVG_PROFILE} className="wgt-twofa__qr-image" />
                </figure>
                <div className="wgt-twofa__secret">
                  <span className="wgt-profile__label">{t('settings.twoFa.secret')}</span>
                  {/* Groups of four for typing by hand, apart by a gap, not spaces: a selection copies it whole. */}
                  <code className="wgt-profile__code wgt-twofa__key" data-testid="twofa-secret">
                    {secret.match(/.{1,4}/gu)?.map((group, i) => (
                      <span key={i}>{group}</span>
                    ))}
                  </code>
                  <CopyButton
                    text={secret}
                    label={t('settings.twoFa.copy')}
                    copiedLabel={t('settings.twoFa.copied')}
                    what={t('settings.twoFa.secret')}
                  />
                </div>
              </div>
            )}
          </LoadView>
        </li>
        <li>{t('settings.twoFa.step3')}</li>
      </ol>
      {form}
    </div>
  );
}
