/**
 * Failure kinds QA can force on an endpoint id. `slow-<ms>` is a slow answer with a custom delay;
 * `long-names` the real answer with every name and title a 10,000-character word (session/long-names.ts).
 */
export const SCENARIO_KINDS = [
  '401',
  '403',
  '404',
  '429',
  '500',
  'timeout',
  'slow',
  'malformed',
  'offline',
  'long-names',
] as const;

/** Kinds offered by the gallery panel: the plain list, with a short slow variant after `slow`. */
export const PANEL_KINDS = SCENARIO_KINDS.flatMap((kind) => (kind === 'slow' ? [kind, 'slow-300'] : [kind]));

export const STATUS_MESSAGES: Record<string, string> = {
  '401': 'Unauthenticated.',
  '403': 'This action is unauthorized.',
  '404': 'Not Found',
  '429': 'Too Many Attempts.',
  '500': 'Server Error',
};

export const SLOW_MS = 2500;

/** Endpoint id that matches every endpoint (e.g. `*:offline` takes the whole API down). */
export const ANY_ENDPOINT = '*';

export function isScenarioKind(kind: string): boolean {
  return (SCENARIO_KINDS as readonly string[]).includes(kind) || /^slow-\d{1,6}$/.test(kind);
}

export type Scenarios = Map<string, string>;

export function scenarioFor(scenarios: Scenarios, endpoint: string): string | undefined {
  return scenarios.get(endpoint) ?? scenarios.get(ANY_ENDPOINT);
}

export function slowDelay(kind: string): number | undefined {
  if (kind === 'slow') return SLOW_MS;
  const match = /^slow-(\d+)$/.exec(kind);
  return match ? Number(match[1]) : undefined;
}

/**
 * Applies `?scenario=id:kind,id2:kind2` to the map: an empty value clears all, `id:` clears one.
 * Returns the problems found (unknown ids or kinds), which are skipped.
 */
export function applyScenarioParam(scenarios: Scenarios, value: string, known: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  if (value.trim() === '') {
    scenarios.clear();
    return problems;
  }
  for (const pair of value.split(',')) {
    const [id = '', kind = ''] = pair.split(':').map((s) => s.trim());
    const problem = setScenario(scenarios, id, kind, known);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** Sets (or with kind '' clears) one endpoint's scenario; returns a problem message or undefined. */
export function setScenario(
  scenarios: Scenarios,
  id: string,
  kind: string,
  known: ReadonlySet<string>,
): string | undefined {
  if (!id) return 'missing endpoint id';
  if (id !== ANY_ENDPOINT && !known.has(id)) return `unknown endpoint id "${id}"`;
  if (kind === '') {
    scenarios.delete(id);
    return undefined;
  }
  if (!isScenarioKind(kind)) return `unknown scenario kind "${kind}"`;
  scenarios.set(id, kind);
  return undefined;
}
