import type { Failure } from 'superstruct';

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * One refused field as a console line names it: its path and the types, never the value (an answer carries
 * players' e-mails and names, and a console is read over shoulders and pasted into tickets).
 */
export function failureText(failure: Failure): string {
  const expected = failure.refinement ? `${failure.type} passing ${failure.refinement}` : failure.type;
  return `at ${failure.path.join('.') || '(root)'}: expected ${expected}, got ${kindOf(failure.value)}`;
}
