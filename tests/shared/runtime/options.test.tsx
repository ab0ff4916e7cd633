import { describe, expect, it } from 'vitest';
import { rawOptions } from '../../../shared/runtime/options';

const el = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
};

describe('rawOptions', () => {
  it('turns data-* attributes into typed values, skipping the widget name, state and defer mark', () => {
    expect(
      rawOptions(
        el(
          '<div data-widget="x" data-widget-state="deferred" data-widget-defer="true" data-interval="30" data-on="true" data-off="false" data-name="a b" data-user-case-id="7"></div>',
        ),
      ),
    ).toEqual({
      interval: 30,
      on: true,
      off: false,
      name: 'a b',
      userCaseId: 7,
    });
  });

  it('reads data-props JSON; single attributes win', () => {
    expect(rawOptions(el(`<div data-props='{"a":1,"b":[2]}' data-a="5"></div>`))).toEqual({ a: 5, b: [2] });
  });

  it('refuses data-props that is not an object', () => {
    expect(() => rawOptions(el(`<div data-props='[1]'></div>`))).toThrow('data-props must be a JSON object');
  });
});
