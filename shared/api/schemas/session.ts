import { boolean, size, string, type, unknown, type Infer } from 'superstruct';
import { envelope, maybe } from './common';

/** Answers we only need to be successful; their bodies are not read. */
export const Anything = unknown();
export const StoreTokenResponse = type({ ok: maybe(boolean()) });
/** Sign-in: `{data: {token}}`, or needTwoFactor at the top level or inside data. */
export const LoginResponse = type({
  data: maybe(type({ token: maybe(string()), needTwoFactor: maybe(boolean()) })),
  needTwoFactor: maybe(boolean()),
});
export const RegisterResponse = envelope(type({ token: size(string(), 1, Infinity) }));
/** The reset steps answer a success envelope whose content is not read. */
export const ResetPasswordResponse = type({ data: unknown() });

/** True when an answer body (success or error) asks for the authenticator code. */
export function wantsTwoFactor(body: unknown): boolean {
  const b = body as { needTwoFactor?: unknown; data?: { needTwoFactor?: unknown } | null } | null | undefined;
  return b?.needTwoFactor === true || b?.data?.needTwoFactor === true;
}
export const EmailVerifyResponse = unknown();
export type Anything = Infer<typeof Anything>;
export type StoreTokenResponse = Infer<typeof StoreTokenResponse>;
export type LoginResponse = Infer<typeof LoginResponse>;
export type RegisterResponse = Infer<typeof RegisterResponse>;
export type ResetPasswordResponse = Infer<typeof ResetPasswordResponse>;
export type EmailVerifyResponse = Infer<typeof EmailVerifyResponse>;
