const DIGIT = /^\p{Nd}$/u;

/**
 * The one rule for numeric fields (docs/widgets/donate.md): any Unicode decimal digit (Arabic-Indic ٣,
 * Devanagari ३, full-width ３…) becomes its ASCII digit, everything else is dropped. Decimal digits come in
 * runs of ten starting at zero, so a digit's value is its distance from the start of its run, modulo 10.
 */
export function digitsOnly(raw: string): string {
  let out = '';
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (DIGIT.test(ch)) {
      const cp = ch.codePointAt(0)!;
      let start = cp;
      while (DIGIT.test(String.fromCodePoint(start - 1))) start--;
      out += String((cp - start) % 10);
    }
  }
  return out;
}
