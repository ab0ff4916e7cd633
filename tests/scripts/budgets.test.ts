import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script, plain JavaScript
import { nextBudgets, withMargin } from '../../scripts/budgets.mjs';

const own = (gzip: number, files = ['ru-X/w.js']) => ({ own: { gzip, files } });

describe('budgets that measure what they name (scripts/budgets.mjs)', () => {
  it('gives a widget its own addition + 2 % (at least 10 B), rounded up to 10 B', () => {
    expect([withMargin(0), withMargin(649), withMargin(1000), withMargin(11288)]).toEqual([10, 670, 1020, 11520]);
  });

  it('rewrites only the widgets: targets stay, a new widget gets its budget, a gone one loses it, and says so', () => {
    const config = {
      $comment: 'kept',
      budgets: { loader: 2500, runtime: 19500, 'page:home': 35000, 'widget:a': 500, 'widget:gone': 70 },
      pages: { home: ['a'] },
    };
    const { config: next, changes } = nextBudgets(config, {
      a: own(600),
      nav: own(0, []), // inside the core: the runtime's budget covers it
      'top-donors': own(1400),
    });
    expect(next).toEqual({
      $comment: 'kept',
      budgets: { loader: 2500, runtime: 19500, 'page:home': 35000, 'widget:a': 620, 'widget:top-donors': 1430 },
      pages: { home: ['a'] },
    });
    expect(changes).toEqual([
      'widget:a: 500 → 620 B (own 600 B)',
      'widget:top-donors: (none) → 1430 B (own 1400 B)',
      'widget:gone: 70 → (removed)',
    ]);
  });

  it('changes nothing when every widget measures what its budget says', () => {
    const config = { budgets: { loader: 2500, 'widget:a': 620 } };
    expect(nextBudgets(config, { a: own(600) })).toEqual({ config, changes: [] });
  });
});
