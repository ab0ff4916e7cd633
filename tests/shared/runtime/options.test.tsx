import { optional, string, type } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { boolOption, intOption, rawOptions, readOptions } from '../../../shared/runtime/options';

const el = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
};

describe('rawOptions', () => {
  it('keeps data-* attributes as the strings they are (each option’s schema reads its own), skipping the widget name, state and defer mark', () => {
    expect(
      rawOptions(
        el(
          '<div data-widget="x" data-widget-state="deferred" data-widget-defer="true" data-interval="30" data-on="true" data-off="false" data-name="a b" data-user-case-id="7"></div>',
        ),
      ),
    ).toEqual({
      interval: '30',
      on: 'true',
      off: 'false',
      name: 'a b',
      userCaseId: '7',
    });
  });

  it('keeps a bare attribute (an empty value), as a browser lists it in dataset', () => {
    expect(rawOptions(el('<div data-autofocus data-name=""></div>'))).toEqual({ autofocus: '', name: '' });
  });

  it('reads data-props JSON; single attributes win', () => {
    expect(rawOptions(el(`<div data-props='{"a":1,"b":[2]}' data-a="5"></div>`))).toEqual({ a: '5', b: [2] });
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

  it('refuses a word that is not a boolean with a warning naming it; that option alone takes its default', () => {
    const { value, warn } = read('<div data-autofocus="yes" data-open="false"></div>');
    expect(value).toEqual({ autofocus: false, open: false });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toMatch(/^invalid option "autofocus" \(.+\); using its default$/);
  });

  it('reads a bare data-x as true, "true"/"false" as written, and an absent one as its default', () => {
    expect(read('<div data-autofocus></div>').value).toEqual({ autofocus: true, open: true });
    expect(read('<div data-autofocus="true" data-open="false"></div>').value).toEqual({ autofocus: true, open: false });
    expect(read('<div></div>').value).toEqual({ autofocus: false, open: true });
  });
});

describe('readOptions', () => {
  const options = type({ server: optional(string()), support: optional(string()), limit: intOption(1, 20, 10) });
  const read = (html: string) => {
    const warn = vi.fn();
    return { value: readOptions(el(html), options, warn), warn };
  };

  it('keeps a digits-only text option a string: data-server="2" with a support link keeps both', () => {
    const { value, warn } = read('<div data-server="2" data-support="https://help.example/ticket"></div>');
    expect(value).toEqual({ server: '2', support: 'https://help.example/ticket', limit: 10 });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a number option from its digits, and from data-props JSON', () => {
    expect(read('<div data-limit="7"></div>').value.limit).toBe(7);
    expect(read(`<div data-props='{"limit":12}'></div>`).value.limit).toBe(12);
  });

  it('refuses one bad option alone, the warning naming it; the others keep their values', () => {
    const { value, warn } = read('<div data-limit="1e3" data-server="eu" data-support="https://help.example"></div>');
    expect(value).toEqual({ server: 'eu', support: 'https://help.example', limit: 10 });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toMatch(/^invalid option "limit" \(.+\); using its default$/);
  });

  it('refuses a number where a text option is declared (data-props), that option alone', () => {
    const { value, warn } = read(`<div data-props='{"server":2,"support":"https://help.example"}'></div>`);
    expect(value).toEqual({ support: 'https://help.example', limit: 10 });
    expect(warn.mock.calls[0]![0]).toMatch(/^invalid option "server"/);
  });

  it.each([' 7', '7 ', '+7', '07x', '0x10', '', '7.0'])('refuses %j for a number option', (text) => {
    const { value, warn } = read(`<div data-limit="${text}"></div>`);
    expect(value.limit).toBe(10);
    expect(warn).toHaveBeenCalledOnce();
  });
});
