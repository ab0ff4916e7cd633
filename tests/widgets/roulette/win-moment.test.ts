import { describe, expect, it } from 'vitest';
import { RARITY_ORDER } from '../../../widgets/roulette/rules';
import { bursts, MOMENTS } from '../../../widgets/roulette/win-moment';

// The win moment escalates (docs/widgets/roulette.md): simple → epic, each step a bigger event.
describe('the win moment', () => {
  const upward = [...RARITY_ORDER].reverse();

  it('grows at every step from simple to epic: the burst, its glow and the reveal', () => {
    for (let i = 1; i < upward.length; i++) {
      const [lower, higher] = [MOMENTS[upward[i - 1]!], MOMENTS[upward[i]!]];
      expect(higher.peak, upward[i]).toBeGreaterThan(lower.peak);
      expect(higher.glow, upward[i]).toBeGreaterThan(lower.glow);
      expect(higher.duration, upward[i]).toBeGreaterThanOrEqual(lower.duration);
    }
  });

  it('every win has a burst; rays from rare up; the flash for legendary and epic only', () => {
    expect(upward.every((r) => MOMENTS[r].peak > 1)).toBe(true);
    expect(upward.filter((r) => MOMENTS[r].rays)).toEqual(['rare', 'legendary', 'epic']);
    expect(upward.filter(bursts)).toEqual(['legendary', 'epic']);
  });
});
