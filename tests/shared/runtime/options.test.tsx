import { type } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { boolOption, rawOptions, readOptions } from '../../../shared/runtime/options';

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

  it('keeps a bare attribute (an empty value), as a browser lists it in dataset', () => {
    expect(rawOptions(el('<div data-autofocus data-name=""></div>'))).toEqual({ autofocus: '', name: '' });
  });

  it('reads data-props JSON; single attributes win', () => {
    expect(rawOptions(el(`<div data-props='{"a":1,"b":[2]}' data-a="5"></div>`))).toEqual({ a: 5, b: [2] });
  });

  it('refuses data-props that is not an object', () => {
    expect(() => rawOptions(el(`<div data-props='[1]'></div>`))).toThrow('data-props must be a JSON object');
  });
});

describe('boolOption', () => {
  const options = type({ autofocus: boolOption(false), open: boolOption(true) });
  const read = (html: string) => {
    const warn = vi.fn();
    return { value: readOptions(el(html), options, warn), warn };
  };

  it('refuses a word that is not a boolean with a warning, and keeps the defaults', () => {
    const { value, warn } = read('<div data-autofocus="yes" data-open="false"></div>');
    expect(value).toEqual({ autofocus: false, open: true });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('reads a bare data-x as true, "true"/"false" as written, and an absent one as its default', () => {
    expect(read('<div data-autofocus></div>').value).toEqual({ autofocus: true, open: true });
    expect(read('<div data-autofocus="true" data-open="false"></div>').value).toEqual({ autofocus: true, open: false });
    expect(read('<div></div>').value).toEqual({ autofocus: false, open: true });
  });
});
