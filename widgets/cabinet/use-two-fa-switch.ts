import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { MessageKey } from '../../shared/i18n';
import { accountEndpoints } from '../../shared/api/endpoints/account';
import { troubleText } from '../../shared/api/errors';
import { useEndpoints, useServices, useT } from '../../shared/runtime/context';
import { useAction } from '../../shared/ui/use-action';
import { useInvalidFocus } from '../../shared/ui/use-invalid-focus';
import { focusViewHeading } from '../../shared/ui/view-focus';
import type { TabProps } from './tab-props';
import type { useTwoFaSecret } from './use-two-fa-secret';
import { cabinetSettings } from './settings.messages';

export const CODE_LENGTH = 6;
const SWITCH_DELAY_MS = 1000;

/**
 * The code form's state machine: the code sent to turn two-factor on or off, a wrong code marked, a trouble
 * shown; on success the message, then the switch SWITCH_DELAY_MS later, with the focus kept.
 */
export function useTwoFaSwitch(
  enabled: boolean,
  { state, regenerate }: ReturnType<typeof useTwoFaSecret>,
  onUser: TabProps['onUser'],
) {
  const { notify, clock, i18n } = useServices();
  const { t } = useT(cabinetSettings);
  const endpoints = useEndpoints(accountEndpoints);
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
  const onCode = (value: string) => {
    setCode(value);
    setInvalid(false);
  };
  return { code, onCode, invalid, formError, switching, pending, onSubmit, formRef: invalidFocus.ref, view };
}
