import { describe, expect, it } from 'vitest';
import awards from '../../../widgets/awards/index';
import { enhanceWidget } from '../../support/enhance';
import { fakeServices } from '../../support/services';

const MARKUP = (
  labels = '',
) => `<div data-widget="awards"><ul><li>A</li><li>B</li><li data-awards-extra hidden>C</li><li data-awards-extra hidden><a href="#">D</a></li></ul>
  <button type="button" data-awards-toggle${labels}>Show all awards</button></div>`;

describe('awards expander', () => {
  it('shows and hides the extra awards, with aria-expanded, aria-controls and the label', () => {
    const { el } = enhanceWidget(awards, MARKUP(), fakeServices({ config: { locale: 'en' } }).services);
    const button = el.querySelector<HTMLButtonElement>('[data-awards-toggle]')!;
    const extras = () => [...el.querySelectorAll<HTMLElement>('[data-awards-extra]')].map((li) => li.hidden);
    expect([button.getAttribute('aria-expanded'), button.getAttribute('aria-controls'), button.textContent]).toEqual([
      'false',
      el.querySelector('ul')!.id,
      'Show all awards',
    ]);
    expect(extras()).toEqual([true, true]);
    button.click();
    expect([button.getAttribute('aria-expanded'), button.textContent, extras()]).toEqual([
      'true',
      'Show fewer awards',
      [false, false],
    ]);
    button.click();
    expect([button.getAttribute('aria-expanded'), button.textContent, extras()]).toEqual([
      'false',
      'Show all awards',
      [true, true],
    ]);
  });

  it('takes its labels from the markup when given', () => {
    const { el } = enhanceWidget(
      awards,
      MARKUP(' data-label-more="Все" data-label-less="Меньше"'),
      fakeServices().services,
    );
    const button = el.querySelector<HTMLButtonElement>('[data-awards-toggle]')!;
    expect(button.textContent).toBe('Все');
    button.click();
    expect(button.textContent).toBe('Меньше');
  });
});
