import { describe, expect, it } from 'vitest';
import tabBox from '../../../widgets/tab-box/index';
import { enhanceWidget } from '../../support/enhance';
import { fakeServices } from '../../support/services';

describe('tab box', () => {
  const BOX = `<div data-widget="tab-box"><div><button data-tab-box-tab>A</button><button data-tab-box-tab class="is-active">B</button></div>
    <div data-tab-box-panel hidden>a</div><div data-tab-box-panel>b</div></div>`;

  it('starts from the tab the markup marks current and switches tab and box on click', () => {
    const { el } = enhanceWidget(tabBox, BOX, fakeServices().services);
    const [a, b] = [...el.querySelectorAll<HTMLElement>('[data-tab-box-tab]')];
    const [pa, pb] = [...el.querySelectorAll<HTMLElement>('[data-tab-box-panel]')];
    expect([b!.getAttribute('aria-selected'), pa!.hidden, pb!.hidden]).toEqual(['true', true, false]);
    a!.click();
    expect([a!.getAttribute('aria-selected'), a!.classList.contains('is-active'), pa!.hidden, pb!.hidden]).toEqual([
      'true',
      true,
      false,
      true,
    ]);
    expect(b!.classList.contains('is-active')).toBe(false);
  });

  it('leaves a nested tab box to its own widget', () => {
    const nested = `<div data-widget="tab-box"><div><button data-tab-box-tab>A</button></div><div data-tab-box-panel>
      <div data-widget="tab-box"><div><button data-tab-box-tab id="inner">X</button></div><div data-tab-box-panel>x</div></div></div></div>`;
    const { el } = enhanceWidget(tabBox, nested, fakeServices().services);
    expect(el.querySelector('#inner')!.hasAttribute('role')).toBe(false);
  });
});
