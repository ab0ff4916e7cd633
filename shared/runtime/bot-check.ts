/**
 * The invisible bot-check (reCAPTCHA v3 surface): the host page loads the provider's script, which
 * defines `window.grecaptcha`. Only shared/runtime reads page globals, so widgets ask here.
 */
interface Grecaptcha {
  ready(fn: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

import { pageGlobal } from './host-page';

export const BOT_CHECK_TIMEOUT_MS = 10_000;

/** A token for `action`, or null when the script is missing, fails, stalls or yields nothing. */
export function getBotToken(
  siteKey: string,
  action: string,
  win: Window = window,
  timeoutMs = BOT_CHECK_TIMEOUT_MS,
): Promise<string | null> {
  const g = pageGlobal(win, 'grecaptcha') as Grecaptcha | undefined;
  if (!g || typeof g.ready !== 'function' || typeof g.execute !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const done = (token: string | null) => {
      clearTimeout(timer);
      resolve(token);
    };
    try {
      g.ready(() => {
        try {
          Promise.resolve(g.execute(siteKey, { action })).then(
            (token) => done(typeof token === 'string' && token ? token : null),
            () => done(null),
          );
        } catch {
          done(null);
        }
      });
    } catch {
      done(null);
    }
  });
}
