import { afterEach, describe, expect, it } from 'vitest';
import { focusViewHeading } from '../../../shared/ui/view-focus';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function view(html = '') {
  const box = document.createElement('div');
  box.tabIndex = -1;
  box.innerHTML = html;
  document.body.append(box);
  return box;
}

afterEach(() => document.body.replaceChildren());

describe('focusViewHeading', () => {
  it('gives the focus to the view heading, focusable and ringed, not to the box', () => {
    const box = view('<nav><a href="/">Shop</a></nav><h2>Data verification</h2><h3>Method</h3>');
    focusViewHeading(box);
    const heading = box.querySelector('h2')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(heading.classList.contains('wgt-view-heading')).toBe(true);
  });

  it('a view still loading: the box holds the focus, then hands it to the heading when it appears', async () => {
    const box = view('<p>Loading…</p>');
    focusViewHeading(box);
    expect(document.activeElement).toBe(box);
    box.innerHTML = '<section><h2>Case «Gold»</h2><button>Open</button></section>';
    await flush();
    expect(document.activeElement).toBe(box.querySelector('h2'));
  });

  it('a player who moved the focus meanwhile keeps it', async () => {
    const elsewhere = view('<button>Menu</button>');
    const box = view('');
    focusViewHeading(box);
    elsewhere.querySelector('button')!.focus();
    box.innerHTML = '<h2>Case</h2>';
    await flush();
    expect(document.activeElement).toBe(elsewhere.querySelector('button'));
  });

  it('cancelled (the view replaced again): the late heading takes nothing', async () => {
    const box = view('');
    const cancel = focusViewHeading(box);
    cancel();
    box.innerHTML = '<h2>Case</h2>';
    await flush();
    expect(document.activeElement).toBe(box);
  });
});
