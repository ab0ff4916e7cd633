import { string, type } from 'superstruct';
import { envelope } from './common';

export const TwoFaSecretResponse = envelope(type({ secret: string(), QRImage: string() }));
