import { describe, expect, it } from 'vitest';
import { getBotToken } from '../../../shared/runtime/bot-check';

const win = (grecaptcha: unknown) => ({ grecaptcha }) as unknown as Window;
const ready = (fn: () => void) => fn();

describe('getBotToken', () => {
  it('asks the provider for a token with the site key and action', async () => {
    const calls: unknown[] = [];
    const token = await getBotToken(
      'key',
      'login',
      win({ ready, execute: (k: string, o: unknown) => (calls.push([k, o]), Promise.resolve('tok')) }),
    );
    expect(token).toBe('tok');
    expect(calls).toEqual([['key', { action: 'login' }]]);
  });

  it.each([
    ['no script', undefined],
    ['an empty token', { ready, execute: () => Promise.resolve('') }],
    ['a rejected execute', { ready, execute: () => Promise.reject(new Error('x')) }],
    [
      'a throwing execute',
      {
        ready,
        execute: () => {
          throw new Error('x');
        },
      },
    ],
    ['a broken object', { ready: 1 }],
  ])('null for %s', async (_, g) => expect(await getBotToken('key', 'login', win(g))).toBeNull());

  it('null when the provider never answers', async () => {
    expect(
      await getBotToken('key', 'login', win({ ready: () => {}, execute: () => Promise.resolve('x') }), 10),
    ).toBeNull();
  });
});
