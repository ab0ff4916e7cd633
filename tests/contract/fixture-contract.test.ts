import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerValidators } from '../../contract/doc-check';
import { send } from '../../contract/http';
import type { JsonSchema } from '../../contract/json-schema';
import { buildOpenApi, operations, SAMPLE } from '../../contract/openapi';
import { fixtureSession } from '../../host-fixtures/contract-examples';
import { STATUS_MESSAGES } from '../../host-fixtures/session/scenarios';
import type { RunningHost } from '../../host-fixtures/start';
import { startTestHost } from '../host-fixtures/helpers';

// The fixture API may not drift from what the widgets accept: every answer it gives, for every seed player
// and every scenario, passes through the OpenAPI document (and a malformed one is refused by it).

let host: RunningHost;
let doc: JsonSchema;
beforeAll(async () => {
  host = await startTestHost();
  doc = buildOpenApi();
});
afterAll(() => host.close());

const PLAYERS = ['', 'verified', 'unverified', 'twofa', 'rich'];
/** Seed ids per player that reach a real answer (the first of each list). */
const IDS: Record<string, Record<string, number>> = {
  'cases-user-show': { verified: 11, rich: 41, twofa: 31 },
  'one-rp-case': { '': 1, verified: 3, unverified: 4, twofa: 5, rich: 2 },
};

describe('the fixture API keeps the contract', () => {
  it('answers every read of every seed player as the document says', async () => {
    const check = answerValidators(doc);
    const failures: string[] = [];
    let checked = 0;
    for (const player of PLAYERS) {
      const target = { ...(await fixtureSession(host.url)), token: player && `tok-${player}` };
      for (const op of operations({ ...SAMPLE, id: IDS['one-rp-case']?.[player] ?? SAMPLE.id })) {
        if (op.mutating || op.body) continue;
        const id = IDS[op.id]?.[player];
        const [request] = id ? operations({ ...SAMPLE, id }).filter((o) => o.id === op.id) : [op];
        const answer = await send(target, (request ?? op).request);
        const validator = check(op.id, answer.status);
        checked++;
        if (!validator) failures.push(`${player} ${op.id}: ${answer.status} is not in the document`);
        else if (!validator(answer.body)) failures.push(`${player} ${op.id}: ${JSON.stringify(validator.errors)}`);
        if (answer.status < 300 && validate(answer.body, op.request.answer, { coerce: true })[0])
          failures.push(`${player} ${op.id}: refused by the widget's schema`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  }, 60_000);

  it('answers every scenario of every endpoint as the document says, and a malformed one breaks it', async () => {
    const check = answerValidators(doc);
    const target = { ...(await fixtureSession(host.url)), token: 'tok-verified' };
    const failures: string[] = [];
    for (const op of operations()) {
      for (const kind of [...Object.keys(STATUS_MESSAGES), 'malformed']) {
        const control = op.request.site ? `${host.url}/__fixtures/scenario` : `${target.api}/__fixtures/scenario`;
        const set = await fetch(control, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: target.cookie ?? '' },
          body: JSON.stringify({ endpoint: op.id, kind }),
        });
        expect(set.status, `${op.id}:${kind}`).toBe(200);
        const answer = await send(target, op.request);
        const validator = check(op.id, answer.status);
        const passes = !!validator?.(answer.body);
        if (kind === 'malformed') {
          const refused = !!validate(answer.body, op.request.answer, { coerce: true })[0];
          // A body the widgets do not read (`Anything`) cannot be malformed.
          if (refused && passes) failures.push(`${op.id}: the document accepts a malformed answer`);
        } else if (!passes) failures.push(`${op.id}:${kind} ${answer.status}: ${JSON.stringify(validator?.errors)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
