import { describe, expect, it } from 'vitest';
import {
  flowReducer,
  initialFlow,
  type FlowAction,
  type FlowData,
  type FlowState,
  type Status,
} from '../../../widgets/auth/flow';

const typed: FlowData = {
  server: 'one',
  identity: 'player@example.com',
  password: 'secret',
  code: '123456',
  email: 'player@example.com',
  resetCode: '654321',
  newPassword: 'new-pass',
  confirmation: 'new-pass',
};
const at = (status: Status, extra: Partial<FlowState> = {}): FlowState => ({
  status,
  data: { ...typed },
  errors: {},
  codeInvalid: false,
  ...extra,
});
const run = (state: FlowState, ...actions: FlowAction[]) => actions.reduce(flowReducer, state);

describe('auth flow: transitions (docs/widgets/auth.md)', () => {
  it.each<[Status, FlowAction['type'], Status]>([
    ['signIn', 'needTwoFactor', 'signInTwoFa'],
    ['signIn', 'forgot', 'forgotPass'],
    ['forgotPass', 'resetRequested', 'confirmReset'],
    ['confirmReset', 'codeAccepted', 'passwordChange'],
    ['passwordChange', 'passwordChanged', 'signIn'],
    ['signInTwoFa', 'back', 'signIn'],
    ['forgotPass', 'back', 'signIn'],
    ['confirmReset', 'back', 'forgotPass'],
    ['passwordChange', 'back', 'confirmReset'],
    ['signIn', 'back', 'signIn'],
  ])('%s --%s--> %s', (from, type, to) => {
    expect(flowReducer(at(from), { type } as FlowAction).status).toBe(to);
  });

  const forward = [
    'needTwoFactor',
    'twoFaFailed',
    'forgot',
    'resetRequested',
    'codeAccepted',
    'passwordChanged',
  ] as const;
  const allowed: Record<(typeof forward)[number], Status> = {
    needTwoFactor: 'signIn',
    twoFaFailed: 'signInTwoFa',
    forgot: 'signIn',
    resetRequested: 'forgotPass',
    codeAccepted: 'confirmReset',
    passwordChanged: 'passwordChange',
  };
  const statuses: Status[] = ['signIn', 'signInTwoFa', 'forgotPass', 'confirmReset', 'passwordChange'];
  it.each(forward.flatMap((type) => statuses.filter((s) => s !== allowed[type]).map((s) => [type, s] as const)))(
    'ignores %s in %s',
    (type, status) => {
      const state = at(status);
      expect(flowReducer(state, { type })).toBe(state);
    },
  );
});

describe('auth flow: what each move keeps and clears', () => {
  it('sign-in → two-factor starts with an empty code and keeps the credentials', () => {
    const next = flowReducer(at('signIn'), { type: 'needTwoFactor' });
    expect(next.data).toEqual({ ...typed, code: '' });
  });

  it('back from two-factor clears the code and its invalid mark', () => {
    const next = run(at('signInTwoFa', { codeInvalid: true }), { type: 'back' });
    expect(next).toEqual({ status: 'signIn', data: { ...typed, code: '' }, errors: {}, codeInvalid: false });
  });

  it('a failed two-factor attempt marks the code invalid until it is edited', () => {
    const failed = flowReducer(at('signInTwoFa'), { type: 'twoFaFailed' });
    expect(failed.codeInvalid).toBe(true);
    expect(failed.data.code).toBe('123456');
    expect(flowReducer(failed, { type: 'edit', field: 'identity', value: 'x' }).codeInvalid).toBe(true);
    expect(flowReducer(failed, { type: 'edit', field: 'code', value: '12345' }).codeInvalid).toBe(false);
  });

  it('forgot carries the typed e-mail over, but not a login', () => {
    expect(flowReducer(at('signIn'), { type: 'forgot' }).data.email).toBe('player@example.com');
    const withLogin = at('signIn', { data: { ...typed, identity: 'player', email: '' } });
    expect(flowReducer(withLogin, { type: 'forgot' }).data.email).toBe('');
  });

  it('back from confirmReset returns to forgotPass keeping the e-mail', () => {
    expect(flowReducer(at('confirmReset'), { type: 'back' }).data).toEqual(typed);
  });

  it('back from passwordChange clears password, confirmation and code', () => {
    const next = flowReducer(at('passwordChange'), { type: 'back' });
    expect(next.status).toBe('confirmReset');
    expect(next.data).toEqual({ ...typed, newPassword: '', confirmation: '', resetCode: '' });
  });

  it('a successful change returns to sign-in with the data cleared (the server choice stays)', () => {
    expect(flowReducer(at('passwordChange'), { type: 'passwordChanged' })).toEqual(initialFlow('one'));
  });

  it('a new code request starts with an empty code; an accepted code with empty passwords', () => {
    expect(flowReducer(at('forgotPass'), { type: 'resetRequested' }).data.resetCode).toBe('');
    const next = flowReducer(at('confirmReset'), { type: 'codeAccepted' });
    expect([next.data.newPassword, next.data.confirmation, next.data.resetCode]).toEqual(['', '', '654321']);
  });

  it('clear (switching tabs) drops everything', () => {
    expect(flowReducer(at('confirmReset', { codeInvalid: true, formError: 'noAnswer' }), { type: 'clear' })).toEqual(
      initialFlow(),
    );
    expect(flowReducer(at('signIn'), { type: 'clear', server: 'one' })).toEqual(initialFlow('one'));
  });
});

describe('auth flow: messages', () => {
  it('errors merge; editing a field clears its message and the form message only', () => {
    const shown = run(at('signIn'), {
      type: 'errors',
      errors: { identity: 'identityRequired', password: 'passwordRequired' },
      formError: 'credentials',
    });
    expect(shown.errors).toEqual({ identity: 'identityRequired', password: 'passwordRequired' });
    expect(shown.formError).toBe('credentials');
    const edited = flowReducer(shown, { type: 'edit', field: 'identity', value: 'p' });
    expect(edited.errors).toEqual({ password: 'passwordRequired' });
    expect(edited.formError).toBeUndefined();
    expect(edited.data.identity).toBe('p');
  });

  it('moving to another status drops the old messages', () => {
    const shown = run(at('forgotPass'), {
      type: 'errors',
      errors: { email: 'emailInvalid' },
      formError: 'noAnswer',
    });
    const moved = flowReducer(shown, { type: 'back' });
    expect(moved.errors).toEqual({});
    expect(moved.formError).toBeUndefined();
  });

  it('starts on signIn with nothing typed', () => {
    expect(initialFlow()).toEqual({
      status: 'signIn',
      data: {
        server: '',
        identity: '',
        password: '',
        code: '',
        email: '',
        resetCode: '',
        newPassword: '',
        confirmation: '',
      },
      errors: {},
      codeInvalid: false,
    });
  });
});
