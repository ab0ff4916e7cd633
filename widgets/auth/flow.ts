import type { Trouble } from '../../shared/api/errors';
import { isEmail, type ErrorKey } from './validate';

/**
 * The sign-in side of the auth block as a pure state machine (docs/widgets/auth.md: the sign-in steps):
 * which status shows, what the player typed, and which messages are on screen. Actions that do not
 * apply to the current status leave the state as it is.
 */
export type Status = 'signIn' | 'signInTwoFa' | 'forgotPass' | 'confirmReset' | 'passwordChange';

export interface FlowData {
  server: string;
  /** Sign-in: e-mail or login. */
  identity: string;
  password: string;
  /** The authenticator code of the two-factor step. */
  code: string;
  /** Password reset: the account's e-mail, the code it received, the new password twice. */
  email: string;
  resetCode: string;
  newPassword: string;
  confirmation: string;
}
export type FlowField = keyof FlowData;

/** A message about the whole form rather than one field: a rejection, a broken answer, or a trouble's own words. */
export type FormError = 'credentials' | 'generic' | Trouble;

export interface FlowState {
  status: Status;
  data: FlowData;
  errors: Partial<Record<FlowField, ErrorKey>>;
  formError?: FormError;
  /** The last two-factor attempt failed: the code is marked invalid and confirm is off until it is edited. */
  codeInvalid: boolean;
}

export type FlowAction =
  | { type: 'edit'; field: FlowField; value: string }
  | { type: 'errors'; errors: FlowState['errors']; formError?: FormError }
  | { type: 'needTwoFactor' }
  | { type: 'twoFaFailed' }
  | { type: 'forgot' }
  | { type: 'resetRequested' }
  | { type: 'codeAccepted' }
  | { type: 'passwordChanged' }
  | { type: 'back' }
  /** Switching tabs: everything typed goes; `server` is the default choice (a one-server list). */
  | { type: 'clear'; server?: string };

const EMPTY: FlowData = {
  server: '',
  identity: '',
  password: '',
  code: '',
  email: '',
  resetCode: '',
  newPassword: '',
  confirmation: '',
};

export function initialFlow(server = ''): FlowState {
  return { status: 'signIn', data: { ...EMPTY, server }, errors: {}, codeInvalid: false };
}

/** A move to another status: messages of the old one go. */
const go = (state: FlowState, status: Status, data: Partial<FlowData> = {}): FlowState => ({
  status,
  data: { ...state.data, ...data },
  errors: {},
  codeInvalid: false,
});

/** Where "forward" actions are allowed from. */
const FROM: Partial<Record<FlowAction['type'], Status>> = {
  needTwoFactor: 'signIn',
  twoFaFailed: 'signInTwoFa',
  forgot: 'signIn',
  resetRequested: 'forgotPass',
  codeAccepted: 'confirmReset',
  passwordChanged: 'passwordChange',
};

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  const from = FROM[action.type];
  if (from && state.status !== from) return state;
  switch (action.type) {
    case 'edit': {
      const { [action.field]: _, ...errors } = state.errors;
      return {
        ...state,
        data: { ...state.data, [action.field]: action.value },
        errors,
        formError: undefined,
        codeInvalid: action.field === 'code' ? false : state.codeInvalid,
      };
    }
    case 'errors':
      return { ...state, errors: { ...state.errors, ...action.errors }, formError: action.formError };
    case 'needTwoFactor':
      return go(state, 'signInTwoFa', { code: '' });
    case 'twoFaFailed':
      return { ...state, codeInvalid: true, formError: undefined };
    case 'forgot':
      // The reset form starts from the e-mail the player already typed, when it is one.
      return go(state, 'forgotPass', { email: isEmail(state.data.identity) ? state.data.identity : state.data.email });
    case 'resetRequested':
      return go(state, 'confirmReset', { resetCode: '' });
    case 'codeAccepted':
      return go(state, 'passwordChange', { newPassword: '', confirmation: '' });
    case 'passwordChanged':
      // Everything typed goes; the server choice stays (it is the player's account, not a secret).
      return initialFlow(state.data.server);
    case 'back':
      return back(state);
    case 'clear':
      return initialFlow(action.server);
    default:
      return state;
  }
}

function back(state: FlowState): FlowState {
  switch (state.status) {
    case 'signInTwoFa':
      return go(state, 'signIn', { code: '' });
    case 'forgotPass':
      return go(state, 'signIn');
    case 'confirmReset':
      return go(state, 'forgotPass');
    case 'passwordChange':
      return go(state, 'confirmReset', { newPassword: '', confirmation: '', resetCode: '' });
    default:
      return state;
  }
}
