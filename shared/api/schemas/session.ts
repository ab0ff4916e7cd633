import { boolean, string, type, unknown } from 'superstruct';
import { envelope, maybe } from './common';

/** Answers we only need to be successful; their bodies are not read. */
export const Anything = unknown();
export const StoreTokenResponse = type({ ok: maybe(boolean()) });
export const LoginResponse = type({ data: maybe(type({ token: maybe(string()), needTwoFactor: maybe(boolean()) })), needTwoFactor: maybe(boolean()) });
export const RegisterResponse = envelope(type({ token: string() }));
export const EmailVerifyResponse = unknown();
