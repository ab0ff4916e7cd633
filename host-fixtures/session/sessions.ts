import { randomBytes } from 'node:crypto';
import { seed, type State } from '../state';
import type { Scenarios } from './scenarios';

export interface RequestLogEntry {
  method: string;
  path: string;
  /** Endpoint id of the matched route, null when nothing matched. */
  endpoint: string | null;
  time: string;
  /** The scenario applied to this request, if any. */
  scenario?: string;
}

export interface Session {
  id: string;
  csrf: string;
  state: State;
  scenarios: Scenarios;
  requests: RequestLogEntry[];
}

const SID = /^[A-Za-z0-9_-]{4,64}$/;
const LOG_LIMIT = 2000;
/** Sessions kept in memory; the least recently used goes first (a long e2e run or a crawler can't grow it). */
export const SESSION_LIMIT = 500;

export function isSessionId(value: string | undefined): value is string {
  return value !== undefined && SID.test(value);
}

export function randomId(bytes = 12): string {
  return randomBytes(bytes).toString('base64url');
}

/** Every session's world, in memory; sessions are created (and seeded) on first use. */
export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly limit = SESSION_LIMIT) {}

  get(id: string): Session {
    let session = this.sessions.get(id);
    if (session)
      this.sessions.delete(id); // re-inserted below: the Map's order is the recency order
    else session = { id, csrf: randomId(24), state: seed(), scenarios: new Map(), requests: [] };
    this.sessions.set(id, session);
    for (const oldest of this.sessions.keys()) {
      if (this.sessions.size <= this.limit) break;
      this.sessions.delete(oldest);
    }
    return session;
  }

  get size(): number {
    return this.sessions.size;
  }

  create(): Session {
    return this.get(randomId());
  }

  /** Back to the seed: state, scenarios and request log. The CSRF token survives (pages hold it). */
  reset(session: Session): void {
    session.state = seed();
    session.scenarios.clear();
    session.requests.length = 0;
  }

  resetAll(): void {
    for (const session of this.sessions.values()) this.reset(session);
  }

  log(session: Session, entry: Omit<RequestLogEntry, 'time'>): void {
    session.requests.push({ ...entry, time: new Date().toISOString() });
    if (session.requests.length > LOG_LIMIT) session.requests.splice(0, session.requests.length - LOG_LIMIT);
  }
}
