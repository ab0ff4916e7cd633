import { describe, expect, it } from 'vitest';
import { adviceFor, nextBudgets, withMargin } from '../../scripts/budgets.mjs';

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

  it('keeps a budget while its figure moves within the headroom; past it, over or far under, rewrites it', () => {
    const config = { budgets: { 'widget:a': 620, 'widget:b': 620, 'widget:c': 620, 'widget:d': 620 } };
    const { config: next, changes } = nextBudgets(config, {
      a: own(611), // a shared chunk re-split: a few bytes either way
      b: own(590),
      c: own(621),
      d: own(560),
    });
    expect((next as typeof config).budgets).toEqual({
      'widget:a': 620,
      'widget:b': 620,
      'widget:c': 640,
      'widget:d': 580,
    });
    expect(changes).toEqual(['widget:c: 620 → 640 B (own 621 B)', 'widget:d: 620 → 580 B (own 560 B)']);
  });

  it('says what to do about a failed budget, for its kind', () => {
    expect(adviceFor('widget:donate')).toMatch(
      /^if donate's growth is the feature, run node build\.mjs --update-budgets/,
    );
    expect(adviceFor('page:cabinet')).toMatch(
      /first wave of cabinet .*data-widget-defer.* raise page:cabinet in size-budgets\.json/s,
    );
    expect(adviceFor('page:cabinet')).not.toContain('--update-budgets'); // it cannot change a page's budget
    expect(adviceFor('runtime')).toMatch(/the core is on every page/);
    expect(adviceFor('loader')).toMatch(/the loader runs on every page/);
    expect(adviceFor('file:widgets.css')).toBe(
      'shrink widgets.css or raise file:widgets.css in size-budgets.json, saying why in the commit',
    );
  });
});
