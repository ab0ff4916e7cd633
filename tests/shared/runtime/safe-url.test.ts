import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { safeUrl, type UrlKind } from '../../../shared/runtime/safe-url';

const ORIGIN = 'https://site.test';
const check = (value: unknown, kind: UrlKind, embedHosts?: string[]) => {
  const warn = vi.fn();
  const result = safeUrl(value, kind, { origin: ORIGIN, warn, embedHosts });
  return { result, warnings: warn.mock.calls.length };
};

const DANGEROUS = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'blob:https://site.test/1',
  'file:///etc/passwd',
];

describe('safeUrl: refused with one warning', () => {
  it.each([
    ...DANGEROUS,
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\x01javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '//evil.example/',
    '\\\\evil.example/',
    '/\\evil.example',
    ' /\\evil.example',
    '/\tevil.example',
    '/\n/evil.example',
    // Dot segments and doubled slashes that resolve to a path starting with `//`.
    '/.//evil.example/x',
    '/..//evil.example/x',
    '/%2e%2e//evil.example/x',
    '/%2E//evil.example/x',
    '/./\\evil.example/x',
    'a/..//evil.example/x',
    './/evil.example/x',
    'https://site.test//evil.example/x',
    'https://site.test/.//evil.example/x',
    'https://site.test/\\evil.example/x',
    'http://evil.example/',
    'https://[bad',
    '',
    '   ',
  ])('navigate %j', (value) => expect(check(value, 'navigate')).toEqual({ result: undefined, warnings: 1 }));

  it.each([null, undefined, 42, {}])('not a string: %j', (value) =>
    expect(check(value, 'link')).toEqual({ result: undefined, warnings: 1 }),
  );

  it('site: other origins, even https', () => {
    expect(check('https://evil.example/', 'site')).toEqual({ result: undefined, warnings: 1 });
    expect(check('/en//evil.example/', 'site')).toEqual({ result: '/en//evil.example/', warnings: 0 });
  });

  it('embed: only allow-listed hosts on https', () => {
    expect(check('https://www.youtube-nocookie.com/embed/x', 'embed').result).toBe(
      'https://www.youtube-nocookie.com/embed/x',
    );
    expect(check('http://www.youtube.com/embed/x', 'embed').result).toBeUndefined();
    expect(check('https://evil.example/embed/x', 'embed').result).toBeUndefined();
    expect(check('/embed/x', 'embed').result).toBeUndefined();
    expect(check('https://player.example/1', 'embed', ['player.example']).result).toBe('https://player.example/1');
    expect(check('http://127.0.0.1:4411/v', 'embed', ['127.0.0.1']).result).toBe('http://127.0.0.1:4411/v');
  });
});

describe('safeUrl: allowed', () => {
  it.each([
    ['navigate', 'https://pay.example/checkout?id=1', 'https://pay.example/checkout?id=1'],
    ['navigate', 'http://localhost:4411/pay', 'http://localhost:4411/pay'],
    ['navigate', 'http://127.0.0.1:4411/pay', 'http://127.0.0.1:4411/pay'],
    ['link', '  /donate#cases ', '/donate#cases'],
    ['link', 'https://site.test/en/auth', '/en/auth'],
    ['link', '#top', '/#top'],
    ['image', 'https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['site', 'cabinet', '/cabinet'],
  ] as const)('%s %j → %j', (kind, value, expected) =>
    expect(check(value, kind)).toEqual({ result: expected, warnings: 0 }),
  );
});

// Obfuscations an attacker tries on a scheme: case, padding, control characters, entities, backslashes.
const scheme = fc.constantFrom('javascript', 'data', 'vbscript', 'blob', 'file');
const mixedCase = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((flags) => [...word].map((ch, i) => (flags[i] ? ch.toUpperCase() : ch)).join(''));
const junk = fc.constantFrom(
  '',
  ' ',
  '\t',
  '\n',
  '\r',
  '\x00',
  '\x01',
  '\x0b',
  '\x1f',
  '\x7f',
  '\u00a0',
  '&#x09;',
  '&tab;',
  '\\',
);
const withJunk = (word: string) =>
  fc
    .tuple(mixedCase(word), fc.array(fc.tuple(fc.nat(word.length), junk), { maxLength: 4 }))
    .map(([w, inserts]) => inserts.reduce((acc, [at, j]) => acc.slice(0, at) + j + acc.slice(at), w));
const colon = fc.constantFrom(':', '&colon;', '&#58;', '&#x3a;', '%3a', ':');
const vector = fc
  .tuple(junk, scheme.chain(withJunk), colon, fc.constantFrom('alert(1)', '//evil.example/', 'text/html,x'))
  .map((parts) => parts.join(''));

const address = fc
  .tuple(
    fc.constantFrom('https://', 'http://', 'HTTPS://', 'ftp://', 'ws://', '//', '\\\\', '', 'http:'),
    fc.constantFrom('localhost', '127.0.0.1', 'evil.example', 'site.test', '[::1]', 'localhost.evil.example'),
    fc.string({ maxLength: 12 }),
  )
  .map((parts) => parts.join(''));

describe('safeUrl: property tests', () => {
  it('an obfuscated dangerous scheme never yields a script or foreign address', () => {
    fc.assert(
      fc.property(vector, fc.constantFrom<UrlKind>('site', 'link', 'navigate', 'embed', 'image'), (value, kind) => {
        const { result, warnings } = check(value, kind);
        if (result === undefined) return warnings === 1;
        // Whatever survives is a path on this site (entities and percent signs stay literal text).
        const parsed = new URL(result, ORIGIN);
        return warnings === 0 && result.startsWith('/') && !/^[/\\]{2}/.test(result) && parsed.origin === ORIGIN;
      }),
      { numRuns: 400 },
    );
  });

  it('protocol-relative spellings never leave the site', () => {
    const slash = fc.constantFrom('/', '\\', '\t', '\n', ' ', '%2f', '\x00');
    fc.assert(
      fc.property(
        fc.array(slash, { minLength: 1, maxLength: 5 }),
        fc.constantFrom('site', 'link', 'navigate') as fc.Arbitrary<UrlKind>,
        (parts, kind) => {
          const { result } = check(`${parts.join('')}evil.example/x`, kind);
          return result === undefined || new URL(result, ORIGIN).origin === ORIGIN;
        },
      ),
      { numRuns: 300 },
    );
  });

  it('dot segments and doubled slashes never make a protocol-relative result', () => {
    const segment = fc.constantFrom('.', '..', '%2e', '%2E', '%2e%2e', '.%2e', '%2e.', 'a', '');
    const slash = fc.constantFrom('/', '\\', '//', '/\\', '\\/', '%2f');
    const start = fc.constantFrom('', '/', './', '../', 'https://site.test', 'https://site.test/', 'HTTPS://SITE.TEST');
    const path = fc
      .tuple(
        start,
        fc.array(fc.tuple(segment, slash), { minLength: 1, maxLength: 5 }),
        fc.constantFrom('evil.example/x', '', 'evil.example'),
      )
      .map(([s, parts, end]) => s + parts.map(([seg, sl]) => seg + sl).join('') + end);
    fc.assert(
      fc.property(path, fc.constantFrom<UrlKind>('site', 'link', 'navigate', 'image'), (value, kind) => {
        const { result, warnings } = check(value, kind);
        if (result === undefined) return warnings === 1;
        // A same-origin result is a path on this site; anything else is an absolute address.
        if (/^[/\\]{2}|^\\/.test(result)) return false;
        return result.startsWith('/') ? new URL(result, ORIGIN).origin === ORIGIN : /^https?:\/\//.test(result);
      }),
      { numRuns: 500 },
    );
  });

  it('anything that passes as navigate is https, same-site or loopback http', () => {
    fc.assert(
      fc.property(fc.oneof(address, fc.string(), vector), (value) => {
        const { result } = check(value, 'navigate');
        if (result === undefined) return true;
        const parsed = new URL(result, ORIGIN);
        return (
          parsed.origin === ORIGIN ||
          parsed.protocol === 'https:' ||
          // Loopback is all of 127.0.0.0/8 (the generator can make 127.0.0.10 out of 127.0.0.1 and a digit).
          /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(parsed.hostname)
        );
      }),
      { numRuns: 200 },
    );
  });
});
