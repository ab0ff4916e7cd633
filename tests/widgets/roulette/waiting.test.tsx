import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import { SLOW_WAIT_MS } from '../../../shared/ui/wait-note';
import widget from '../../../widgets/roulette/index';
import type { Handler } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';
import { coupon, detail } from './fixtures';
import { fakeReducedMotion } from '../../support/media';

// docs/widgets/roulette.md: an open with no answer for SLOW_WAIT_MS settles the strip into a waiting state that
// says so, over the strip itself; the answer ends it.
const SAYS = {
  ru: 'Сервер отвечает дольше обычного… Ждём ответа: рулетка остановится, как только он придёт.',
  uk: 'Сервер відповідає довше, ніж зазвичай… Чекаємо на відповідь: рулетка зупиниться, щойно вона надійде.',
  en: 'The server is taking longer than usual… Still waiting: the roulette stops as soon as the answer comes.',
} satisfies Record<Locale, string>;

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const stage = () => document.querySelector('.wgt-roulette__stage')!;
const waiting = () => document.querySelector<HTMLElement>('.wgt-roulette__waiting');

let reduced = true;
beforeEach(() => {
  reduced = true;
  fakeReducedMotion(() => reduced);
});
afterEach(() => void vi.useRealTimers());

async function openWith(locale: Locale, open: Handler | 'hang') {
  const fake = fakeServices({
    config: { locale, apiToken: 'tok' },
    routes: { 'GET /api/v1/cases/user/11': detail(4), 'POST /api/v1/cases/open/': open },
  });
  renderWidget(widget, { userCaseId: 11 }, fake.services);
  await advance(100);
  fireEvent.click(document.querySelector<HTMLButtonElement>('.wgt-roulette__open')!);
}

describe('roulette: a long open settles the strip into a waiting state', () => {
  it.each(LOCALES)('%s: nothing for SLOW_WAIT_MS, then the strip says it is still waiting, once', async (locale) => {
    vi.useFakeTimers();
    await openWith(locale, 'hang');
    await advance(SLOW_WAIT_MS - 1);
    expect(waiting()).toBeNull();
    expect(stage().hasAttribute('data-waiting')).toBe(false);
    await advance(1);
    expect(waiting()!.getAttribute('role')).toBe('status');
    expect(waiting()!.textContent!.replace(/\s+/g, ' ').trim()).toBe(SAYS[locale]);
    expect(stage().hasAttribute('data-waiting')).toBe(true);
    // Said once: the strip's state replaces the note under Open.
    expect(
      screen.getAllByRole('status').filter((s) => s.textContent!.includes(SAYS[locale].slice(0, 12))),
    ).toHaveLength(1);
  });

  it('the answer ends the waiting state, with motion too', async () => {
    reduced = false;
    await import('../../../widgets/roulette/prize');
    let answer!: (reply: { body: unknown }) => void;
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
    await openWith('en', () => new Promise((resolve) => (answer = resolve)));
    await advance(SLOW_WAIT_MS);
    expect(waiting()).not.toBeNull();
    answer({ body: { data: { caseItemId: 4, coupons: [coupon(4)] } } });
    await advance(16);
    expect(waiting()).toBeNull();
    expect(stage().hasAttribute('data-waiting')).toBe(false);
  });
});
