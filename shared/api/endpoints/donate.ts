import type { Client } from '../client';
import { CartResponse, DonateDataResponse } from '../schemas/donate';

export const donateEndpoints = (client: Client) => ({
  data: () => client.get('/api/donate-data', DonateDataResponse),
  saveCart: (record: Record<string, unknown>, captcha: string) =>
    client.send('POST', '/api/donate/cart', CartResponse, { body: { ...record, 'g-recaptcha-response': captcha } }),
});
