/** The `long-names` scenario: the real answer, with every name and title one unbroken 10,000-character word. */
export const LONG_NAME_LENGTH = 10_000;
const NAME_KEYS = new Set(['title', 'name']);

/** `Starter case` → `Starter_case_Starter_case_…` up to LONG_NAME_LENGTH characters, no space in it. */
export function longName(text: string): string {
  const word = text.replace(/\s+/g, '_') || 'name';
  return word.repeat(Math.ceil(LONG_NAME_LENGTH / word.length)).slice(0, LONG_NAME_LENGTH);
}

export function withLongNames(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withLongNames);
  if (!body || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      NAME_KEYS.has(key) && typeof value === 'string' ? longName(value) : withLongNames(value),
    ]),
  );
}
