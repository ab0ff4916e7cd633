import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The repository speaks of the product: a comment, a test name or a doc says why, never which ticket asked
// (history lives in git). Every tracked text file is read, so a new one is covered without a list.
const TICKET = /\bissues? #?\d+/i;
const TEXT = /\.(ts|tsx|mjs|js|css|md|json|html|yml|yaml)$/;

describe('the repository speaks of the product only', () => {
  it('no tracked file names an issue by its number', () => {
    const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
      .split('\n')
      // This file's own samples aside.
      .filter((file) => TEXT.test(file) && file !== 'tests/repo/product-voice.test.ts');
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (TICKET.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('the check finds one: "(issue 33)" in a line is caught, "tissue 3" is not', () => {
    expect(TICKET.test('// whole words (issue 33).')).toBe(true);
    expect(TICKET.test('Issues 25, 33')).toBe(true);
    expect(TICKET.test('the tissue 3 layer')).toBe(false);
  });
});
