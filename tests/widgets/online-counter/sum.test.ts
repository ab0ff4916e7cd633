import { describe, expect, it } from 'vitest';
import { sumOnline } from '../../../widgets/online-counter/sum';

describe('sumOnline', () => {
  it('adds every server', () => expect(sumOnline([{ online: 120 }, { online: 30 }, { online: 0 }])).toBe(150));
  it('is 0 for no servers', () => expect(sumOnline([])).toBe(0));
  it('ignores junk counts', () => expect(sumOnline([{ online: NaN }, { online: -5 }, { online: 7 }])).toBe(7));
});
