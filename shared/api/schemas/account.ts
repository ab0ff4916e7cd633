import { string, type } from '../../struct';
import { envelope } from './common';

export const TwoFaSecretResponse = envelope(type({ secret: string(), QRImage: string() }));
