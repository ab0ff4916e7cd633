import { screen, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import widget from '../../../widgets/roulette/index';
import { BOARD_BATCH } from '../../../widgets/roulette/results';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';
import { coupon, detail } from './fixtures';
import { fakeReducedMotion } from '../../support/media';

// ×10 as a win (docs/widgets/roulette.md, "the board"): ten cards, the best drop first, largest and named
// so; with motion they are dealt in order, under reduced motion the same grid is there at once.
const dealt: { el: Element; delay: number }[] = [];
vi.mock('motion/mini', () => ({
  animate: (el: Element, _keyframes: unknown, options: { delay?: number } = {}) => {
    dealt.push({ el, delay: options.delay ?? 0 });
    return { complete() {}, finished: Promise.resolve() };
  },
}));

const SHOW = 'GET /api/v1/cases/user/11';
const MULTI = 'POST /api/v1/cases/open-multiple/';
// Ten different prizes: the epic Mansion is the best (rarity first), a legendary beats a dearer rare.
const TEN = [
  coupon(1),
  coupon(2),
  coupon(4, { name: 'Coupe Storm', premiumCoinsPrice: 900 }),
  coupon(3),
  coupon(5),
  coupon(6),
  coupon(1, { name: 'Canister XL', premiumCoinsPrice: 7 }),
  coupon(2, { name: 'Phone X3' }),
  coupon(3, { name: 'Silver watch' }),
  coupon(5, { name: 'Supercar Hawk', premiumCoinsPrice: 450 }),
];

let reduce = false;
const noAnimate = !('animate' in Element.prototype);
beforeEach(() => {
  dealt.length = 0;
  fakeReducedMotion(() => reduce);
  // happy-dom has no Web Animations; motion/mini (mocked) is what runs them.
  if (noAnimate) Object.assign(Element.prototype, { animate() {} });
});
afterEach(() => {
  reduce = false;
  if (noAnimate) delete (Element.prototype as Partial<Element>).animate;
});

async function openTen(coupons = TEN) {
  const fake = fakeServices({
    config: { locale: 'en', apiToken: 'tok' },
    routes: { [SHOW]: detail(30), [MULTI]: { body: { data: { coupons } } } },
  });
  renderWidget(widget, { userCaseId: 11 }, fake.services);
  await screen.findByRole('heading', { name: 'Gold case' });
  fireEvent.click(screen.getByLabelText('Open several'));
  fireEvent.click(screen.getByRole('radio', { name: String(coupons.length) }));
  fireEvent.click(document.querySelector<HTMLButtonElement>('.wgt-roulette__open')!);
  // Skip: the strip stops at once (with motion it would spin for seconds); the reveal still plays.
  const skip = document.querySelector<HTMLButtonElement>('.wgt-roulette__skip')!;
  await vi.waitFor(() => expect(skip.disabled).toBe(false));
  fireEvent.click(skip);
  await screen.findByRole('heading', { name: 'Your prizes' });
  return [...document.querySelectorAll<HTMLElement>('.wgt-roulette__prizes > li')];
}

const names = (cards: HTMLElement[]) => cards.map((c) => c.querySelector('.wgt-roulette__prize-name bdi')!.textContent);

describe('×10 is a win: a grid of the ten prize cards, the best drop first', () => {
  it('shows the ten cards, best first (rarity, then value), the first one featured and named "Best drop"', async () => {
    reduce = true;
    const cards = await openTen();
    expect(cards).toHaveLength(10);
    expect(names(cards).slice(0, 4)).toEqual(['Mansion', 'Supercar Hawk', 'Supercar Falcon', 'Coupe Storm']);
    expect(cards[0]!.classList.contains('wgt-roulette__prize--best')).toBe(true);
    expect(cards[0]!.textContent).toContain('Best drop');
    expect(cards.slice(1).some((c) => c.classList.contains('wgt-roulette__prize--best'))).toBe(false);
    // The total value stays, with Swap all and Spin more.
    expect(screen.getByText(/^Coins to swap: /)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Swap all for / })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spin more ×10' })).toBeTruthy();
  });

  it('with motion, the cards are dealt in order, the best one first', async () => {
    const cards = await openTen();
    await vi.waitFor(() => expect(dealt.filter((d) => cards.includes(d.el as HTMLElement))).toHaveLength(10));
    const order = dealt.filter((d) => cards.includes(d.el as HTMLElement));
    expect(order.map((d) => d.el)).toEqual(cards);
    for (let i = 1; i < order.length; i++) expect(order[i]!.delay).toBeGreaterThan(order[i - 1]!.delay);
  });

  it('under reduced motion, the same grid at once: no card is animated, none hidden', async () => {
    reduce = true;
    const cards = await openTen();
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(cards).toHaveLength(10);
    expect(dealt).toHaveLength(0);
    expect(cards.every((c) => !c.style.opacity)).toBe(true);
  });
});

describe('a big board renders in batches', () => {
  it(`shows its first ${BOARD_BATCH} rows with the panel, then the rest, best first throughout`, async () => {
    const prizes = Array.from({ length: 25 }, (_, i) => coupon(1, { name: `Canister ${i + 1}` }));
    const counts: number[] = [];
    const seen = new MutationObserver(() => {
      const n = document.querySelectorAll('.wgt-roulette__prizes > li').length;
      if (n && n !== counts.at(-1)) counts.push(n);
    });
    seen.observe(document.body, { childList: true, subtree: true });
    await openTen(prizes);
    await vi.waitFor(() => expect(counts.at(-1)).toBe(25));
    seen.disconnect();
    expect(counts).toEqual([BOARD_BATCH, 25]);
  });
});
