import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import widget from '../../../widgets/roulette/index';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';
import { coupon, detail } from './fixtures';
import { fakeReducedMotion } from '../../support/media';

// The prize panel and the chimes are a part of their own (widgets/roulette/prize.ts), imported by the
// first Open. Counted here: the factory runs at each import that reaches the module.
const part = vi.hoisted(() => ({ imports: 0, fail: true }));
vi.mock('../../../widgets/roulette/prize', async (importOriginal) => {
  part.imports++;
  if (part.fail) throw new Error('chunk failed');
  return importOriginal();
});

beforeEach(() => {
  // Reduced motion: the prize is revealed as soon as the answer is in.
  fakeReducedMotion();
});

describe('roulette: the prize panel comes with the first Open', () => {
  it('is not loaded before; a failed load is logged, costs the open nothing, and is tried again at the next Open', async () => {
    const { services, log } = fakeServices({
      config: { locale: 'en', apiToken: 'tok' },
      routes: {
        'GET /api/v1/cases/user/11': detail(4),
        'POST /api/v1/cases/open/': { body: { data: { caseItemId: 4, coupons: [coupon(4)] } } },
      },
    });
    renderWidget(widget, { userCaseId: 11 }, services);
    await screen.findByRole('heading', { name: 'Gold case' });
    const open = document.querySelector<HTMLButtonElement>('.wgt-roulette__open')!;
    expect(part.imports).toBe(0);

    fireEvent.click(open);
    const failures = () =>
      vi.mocked(log.warn).mock.calls.filter(([m]) => String(m).includes('the prize panel did not load'));
    await waitFor(() => expect(failures()).toHaveLength(1));
    await waitFor(() => expect(open.disabled).toBe(false));
    // One attempt and one warning for the open: the chimes wait for that attempt, they make none.
    expect(part.imports).toBe(1);
    expect(failures()).toHaveLength(1);
    expect(document.querySelector('.wgt-roulette__remaining')!.getAttribute('data-remaining')).toBe('3');
    expect(document.querySelector('.wgt-roulette__stage > [aria-live="polite"]')!.textContent).toBe(
      'Your prize: Coupe Storm',
    );
    expect(screen.queryByRole('heading', { name: 'Your prize' })).toBeNull();

    part.fail = false;
    fireEvent.click(open);
    expect(await screen.findByRole('heading', { name: 'Your prize' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Swap for \d+ coins: / })).toBeTruthy();
    expect(part.imports).toBe(2);
  });
});
