import { describe, expect, it } from 'vitest';
import { REVEAL, revealDelays, startTransform } from '../../../widgets/reveal/timing';

describe('reveal: defaults and timing', () => {
  it('has the defaults docs/widgets/reveal.md names', () =>
    expect(REVEAL).toEqual({ duration: 600, distance: 70, interval: 200, origin: 'bottom' }));
  it.each([
    [3, 200, [0, 200, 400]],
    [3, 300, [0, 300, 600]],
    [0, 200, []],
  ])('%s items, interval %s → %j', (count, interval, expected) =>
    expect(revealDelays(count, interval)).toEqual(expected),
  );
  it.each([
    ['bottom', 70, 'translateY(70px)'],
    ['top', 70, 'translateY(-70px)'],
    ['left', 30, 'translateX(-30px)'],
    ['right', 30, 'translateX(30px)'],
  ] as const)('from %s, %s px → %s', (origin, distance, expected) =>
    expect(startTransform(origin, distance)).toBe(expected),
  );
});
