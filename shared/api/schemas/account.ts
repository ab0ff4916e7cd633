import { string, type, type Infer } from 'superstruct';
import { envelope } from './common';

export const TwoFaSecretResponse = envelope(type({ secret: string(), QRImage: string() }));
export type TwoFaSecretResponse = Infer<typeof TwoFaSecretResponse>;
