import { Secret, TOTP } from 'otpauth';
import type { Sample } from '../contract/endpoint-types';
import { send, type Target } from '../contract/http';
import { operations, SAMPLE } from '../contract/openapi';
import { sampleCart } from '../contract/sample-cart';
import type { Examples } from '../contract/openapi';
import { LOCALES } from '../shared/i18n/locales';
import { TWOFA_SECRET } from './state/users';

const code = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

/** Per endpoint: the seed player who calls it and the seed ids that make it succeed. */
const SETUP: Record<string, { user?: string; sample?: Partial<Sample> }> = {
  'cases-open': { sample: { id: 1 } },
  'cases-open-multiple': { sample: { id: 4, count: 5 } },
  'one-rp-case': { sample: { id: 1 } },
  'store-by-coin': { sample: { id: 103 } },
  'email-verify': { sample: { token: 'good-token' } },
  '2fa-destroy': { user: 'twofa' },
  'user-resend-verify': { user: 'unverified' },
  'auth-store-token': { sample: { token: 'tok-verified' } },
};
/** Calls that end the session or need an earlier answer go last. */
const LAST = ['email-verify', '2fa-verify', 'logout'];

/** A fresh fixture session as a page of it sees the API: its apiUrl, CSRF token and session cookie. */
export async function fixtureSession(pageOrigin: string): Promise<Target> {
  const page = await fetch(`${pageOrigin}/`);
  const html = await page.text();
  const cookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const api = JSON.parse(/window\.apiUrl=("[^"]*")/.exec(html)?.[1] ?? '""') as string;
  const csrf = /name="csrf-token" content="([^"]+)"/.exec(html)?.[1] ?? '';
  return { api, site: pageOrigin, csrf, cookie, locale: LOCALES[2] };
}

/**
 * A success answer of every endpoint from a fresh fixture session (the seed), for the document's examples:
 * each request is the widget's own call (contract/record.ts) sent as the page would send it.
 */
export async function fixtureExamples(pageOrigin: string): Promise<Examples> {
  const base = await fixtureSession(pageOrigin);
  const examples: Examples = {};
  const ordered = (s: Sample) => operations(s).sort((a, b) => LAST.indexOf(a.id) - LAST.indexOf(b.id));
  let sample: Sample = { ...SAMPLE };
  for (const op of ordered(sample)) {
    const setup = SETUP[op.id] ?? {};
    const user = setup.user ?? 'verified';
    sample = { ...SAMPLE, captcha: 'fixture-captcha-examples', ...setup.sample };
    if (op.id === '2fa-verify') {
      const secret = (examples['2fa-secret'] as { data: { secret: string } }).data.secret;
      sample = { ...sample, secret, code: code(secret) };
    }
    // The cart the shop example's own tiers price (the examples agree with each other).
    const cart = sampleCart(examples['donate-data']);
    if (cart) sample = { ...sample, cart };
    if (op.id === '2fa-destroy') sample = { ...sample, code: code(TWOFA_SECRET) };
    if (op.id === 'coupons-convert') {
      const list = examples['coupons-user'] as { data: { coupons: { id: number; isSwapAvailable: boolean }[] } };
      sample = { ...sample, id: list.data.coupons.find((c) => c.isSwapAvailable)?.id ?? 0 };
    }
    const [request] = operations(sample).filter((o) => o.id === op.id);
    if (!request) continue;
    const answer = await send({ ...base, token: `tok-${user}` }, request.request);
    if (answer.status < 200 || answer.status > 299)
      throw new Error(`fixture example ${op.id}: ${answer.status} ${JSON.stringify(answer.body)}`);
    examples[op.id] = answer.body;
  }
  return examples;
}
