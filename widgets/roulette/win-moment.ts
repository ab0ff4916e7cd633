import { animate } from 'motion/mini';
import type { Rarity } from './rules';

/**
 * The win moment of the top rarities (docs/widgets/roulette.md, "The win moment"): a flash in the rarity's
 * colour over the prize panel and a glow burst from the prize art. Part of the prize part (prize.ts), so
 * motion loads with the first Open, never with the page. Reduced motion keeps the calm version: the
 * panel renders no flash and nothing is animated.
 */
export const bursts = (rarity: Rarity) => rarity === 'legendary' || rarity === 'epic';

export function burst(panel: HTMLElement): void {
  const flash = panel.querySelector<HTMLElement>('.wgt-roulette__flash');
  const art = panel.querySelector<HTMLElement>('.wgt-roulette__result--single .wgt-roulette__prize-img');
  try {
    if (flash) animate(flash, { opacity: [0, 0.55, 0] }, { duration: 1.4, ease: 'easeOut' });
    if (!art) return;
    const r = getComputedStyle(art).getPropertyValue('--wgt-r').trim() || 'currentColor';
    animate(
      art,
      {
        transform: ['scale(0.6)', 'scale(1.14)', 'scale(1)'],
        boxShadow: [
          `0 0 0 2px ${r}, 0 0 0 0 ${r}`,
          `0 0 0 2px ${r}, 0 0 96px 28px ${r}`,
          `0 0 0 2px ${r}, 0 0 36px 4px ${r}`,
        ],
      },
      { duration: 1.6, ease: 'easeOut' },
    );
  } catch {
    // A DOM the library refuses (happy-dom in tests): the prize is shown all the same.
  }
}
