import { useReducer, useState } from 'react';
import { sessionEndpoints } from '../../shared/api/endpoints/session';
import { useEndpoints, useServices, useT } from '../../shared/runtime/context';
import { useAction } from '../../shared/ui/use-action';
import { useInvalidFocus } from '../../shared/ui/use-invalid-focus';
import { failureOf, isTrouble, TROUBLE_TEXT, type Failure } from '../../shared/api/errors';
import { flowReducer, initialFlow, type FlowField, type FlowState } from './flow';
import {
  identityPayload,
  validateConfirm,
  validateForgot,
  validateNewPassword,
  validateSignIn,
  type Errors,
} from './validate';
import { auth } from './messages';

const hasErrors = (errors: object) => Object.keys(errors).length > 0;
const formErrorOf = (failure: Failure) =>
  failure === 'rejected' ? 'credentials' : failure === 'broken' ? 'generic' : failure;

/**
 * The sign-in side's state (flow.ts) plus the calls behind its buttons. Each call goes through
 * useAction, so a double click (or the automatic two-factor attempt plus a click) sends one request.
 */
export function useSignInFlow() {
  const { session, notify, log } = useServices();
  const { t } = useT(auth);
  const api = useEndpoints(sessionEndpoints);
  const [state, dispatch] = useReducer(flowReducer, undefined, () => initialFlow());
  // Once a token is in, the page reloads: the buttons stay busy until it does.
  const [finishing, setFinishing] = useState(false);
  const { data } = state;
  const edit = (field: FlowField, value: string) => dispatch({ type: 'edit', field, value });
  // The step's box: after a refusal the focus goes to its first invalid field (shared/ui/use-invalid-focus.ts).
  const invalid = useInvalidFocus<HTMLDivElement>();
  const show = (errors: FlowState['errors'], formError?: FlowState['formError']) => {
    dispatch({ type: 'errors', errors, formError });
    if (hasErrors(errors)) invalid.failed();
  };
  const codeRefused = () => {
    dispatch({ type: 'twoFaFailed' });
    invalid.failed();
  };
  const finish = async (token: string) => {
    setFinishing(true);
    await session.signIn(token);
  };
  const credentials = () => ({ server: data.server, ...identityPayload(data.identity), password: data.password });
  const email = () => data.email.trim().toLowerCase();
  const failed = (what: string, error: unknown) => {
    const failure = failureOf(error);
    if (failure !== 'rejected') log.warn(`${what} failed`, error);
    return failure;
  };

  const [signIn, signInState] = useAction(async () => {
    const errors = validateSignIn(data);
    if (hasErrors(errors)) return show(errors);
    try {
      const outcome = await api.login(credentials());
      if ('token' in outcome) return await finish(outcome.token);
      dispatch({ type: 'needTwoFactor' });
    } catch (error) {
      show({}, formErrorOf(failed('sign-in', error)));
    }
  });

  const [confirmCode, codeState] = useAction(async (code: string) => {
    try {
      const outcome = await api.login({ ...credentials(), verification_code: code });
      if ('token' in outcome) return await finish(outcome.token);
      codeRefused();
    } catch (error) {
      const failure = failed('two-factor sign-in', error);
      if (failure === 'rejected') codeRefused();
      else show({}, formErrorOf(failure));
    }
  });

  const request = () => api.resetPassword({ step: 'request', server: data.server, email: email() });

  const [requestReset, requestState] = useAction(async () => {
    const errors = validateForgot(data);
    if (hasErrors(errors)) return show(errors);
    try {
      await request();
      dispatch({ type: 'resetRequested' });
      notify.success(t('auth.notices.resetSent'));
    } catch (error) {
      const failure = failed('reset request', error);
      if (failure === 'rejected') show({ email: 'emailInvalid' });
      else show({}, formErrorOf(failure));
    }
  });

  const [resend, resendState] = useAction(async () => {
    try {
      await request();
      notify.success(t('auth.notices.resent'));
    } catch (error) {
      const failure = failed('resending the code', error);
      notify.error(t(isTrouble(failure) ? TROUBLE_TEXT[failure] : 'auth.errors.generic'), {
        retry: () => void resend(),
      });
    }
  });

  const [checkCode, checkState] = useAction(async () => {
    const errors: Errors<'code'> = validateConfirm({ code: data.resetCode });
    if (errors.code) return show({ resetCode: errors.code });
    try {
      await api.resetPassword({ step: 'check', server: data.server, email: email(), code: data.resetCode.trim() });
      dispatch({ type: 'codeAccepted' });
    } catch (error) {
      const failure = failed('code check', error);
      if (failure === 'rejected') show({ resetCode: 'confirmationCode' });
      else show({}, formErrorOf(failure));
    }
  });

  const [changePassword, changeState] = useAction(async () => {
    const errors = validateNewPassword({ password: data.newPassword, confirmation: data.confirmation });
    if (hasErrors(errors)) return show({ newPassword: errors.password, confirmation: errors.confirmation });
    try {
      await api.resetPassword({
        step: 'change',
        server: data.server,
        email: email(),
        code: data.resetCode.trim(),
        password: data.newPassword,
        password_confirmation: data.confirmation,
      });
      dispatch({ type: 'passwordChanged' });
      notify.success(t('auth.notices.passwordChanged'));
    } catch (error) {
      const failure = failed('password change', error);
      if (failure === 'rejected') show({ newPassword: 'newPasswordFailed', confirmation: 'confirmationRequired' });
      else show({}, formErrorOf(failure));
    }
  });

  return {
    state,
    dispatch,
    box: invalid.ref,
    edit,
    finishing,
    signIn: { run: signIn, pending: signInState.pending || finishing },
    confirmCode: { run: confirmCode, pending: codeState.pending || finishing },
    requestReset: { run: requestReset, pending: requestState.pending },
    resend: { run: resend, pending: resendState.pending },
    checkCode: { run: checkCode, pending: checkState.pending },
    changePassword: { run: changePassword, pending: changeState.pending },
  };
}

export type SignInFlow = ReturnType<typeof useSignInFlow>;
