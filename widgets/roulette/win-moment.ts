import { animate } from 'motion/mini';
import type { Rarity } from './rules';

/**
 * The win moment (docs/widgets/roulette.md, "The win moment"): every win is an event that grows with its
 * rarity. `peak` is the burst's largest scale, `glow` its opacity, `duration` the reveal's seconds (the
 * actions come in after it); rare and above add rays, legendary and epic a flash over the panel.
 */
export interface Moment {
  peak: number;
  glow: number;
  duration: number;
  rays: boolean;
  flash: boolean;
}

export const MOMENTS: Record<Rarity, Moment> = {
  simple: { peak: 1.1, glow: 0.3, duration: 0.6, rays: false, flash: false },
  common: { peak: 1.2, glow: 0.4, duration: 0.7, rays: false, flash: false },
  improved: { peak: 1.3, glow: 0.5, duration: 0.8, rays: false, flash: false },
  rare: { peak: 1.45, glow: 0.65, duration: 1, rays: true, flash: false },
  legendary: { peak: 1.65, glow: 0.8, duration: 1.3, rays: true, flash: true },
  epic: { peak: 1.85, glow: 0.95, duration: 1.5, rays: true, flash: true },
};

/** Legendary and epic (the spec's top two): the flash, and the art at its largest. */
export const bursts = (rarity: Rarity) => MOMENTS[rarity].flash;

/**
 * Plays the reveal in the prize panel with motion/mini (Web Animations): the art pops in, the burst behind
 * it swells to its peak and settles, the flash, then the actions. Reduced motion never calls it: the panel
 * renders the calm version (the art large, the burst at rest, the actions at once).
 */
export function celebrate(panel: HTMLElement, rarity: Rarity): void {
  const m = MOMENTS[rarity];
  const el = (name: string) => panel.querySelector<HTMLElement>(`.wgt-roulette__${name}`);
  const turn = m.rays ? 50 : 0;
  try {
    const flash = el('flash');
    if (flash) animate(flash, { opacity: [0, 0.55, 0] }, { duration: 1.4, ease: 'easeOut' });
    const burst = el('burst');
    if (burst)
      animate(
        burst,
        {
          transform: [
            'scale(0.2) rotate(0deg)',
            `scale(${m.peak}) rotate(${turn}deg)`,
            `scale(1) rotate(${turn * 1.5}deg)`,
          ],
          opacity: [0, m.glow, m.glow * 0.7],
        },
        { duration: m.duration, ease: 'easeOut' },
      );
    const art = el('prize-img');
    if (art)
      animate(
        art,
        { transform: ['scale(0.4)', `scale(${1 + (m.peak - 1) / 2})`, 'scale(1)'], opacity: [0, 1, 1] },
        { duration: m.duration * 0.7, ease: 'easeOut' },
      );
    const actions = el('actions');
    if (actions) {
      const fadeIn = animate(
        actions,
        { opacity: [0, 1], transform: ['translateY(8px)', 'none'] },
        { duration: 0.3, delay: m.duration * 0.8, ease: 'easeOut' },
      );
      // A focused Swap is never an invisible one: the keyboard brings the actions in at once.
      actions.addEventListener('focusin', () => fadeIn.complete(), { once: true });
    }
  } catch {
    // A DOM the library refuses (happy-dom in tests): the prize is shown all the same.
  }
}

/** The board's cards come in one after another, in their order (the best drop first), this far apart. */
export const DEAL_STEP = 0.07;

/**
 * Deals a multi-open's cards (the first ten; a big board's later rows simply appear): each pops in after the
 * one before it. A focused Swap is never an invisible one: focus in the board shows every card at once.
 */
export function deal(panel: HTMLElement): void {
  const cards = [...panel.querySelectorAll<HTMLElement>('.wgt-roulette__prizes > li')].slice(0, 10);
  try {
    const plays = cards.map((card, i) =>
      animate(
        card,
        { opacity: [0, 1], transform: ['translateY(12px) scale(0.92)', 'none'] },
        { duration: 0.35, delay: 0.15 + i * DEAL_STEP, ease: 'easeOut' },
      ),
    );
    panel.addEventListener('focusin', () => plays.forEach((p) => p.complete()), { once: true });
  } catch {
    // A DOM the library refuses: the cards are shown all the same.
  }
}
