import type { IncomingMessage } from 'node:http';
import { cookie, readCookies } from '../http/cookies';
import { isSessionId, type Session, type SessionStore } from './sessions';

export const SESSION_COOKIE = 'fx';

export interface PageSession {
  session: Session;
  cookies: Map<string, string>;
  /** Set-Cookie values to send (the `fx` cookie on a first visit). */
  setCookies: string[];
}

/** The session of a page-origin request, from the `fx` cookie; a first visit starts one. */
export function pageSession(store: SessionStore, req: IncomingMessage): PageSession {
  const cookies = readCookies(req);
  const sid = cookies.get(SESSION_COOKIE);
  if (isSessionId(sid)) return { session: store.get(sid), cookies, setCookies: [] };
  const session = store.create();
  return { session, cookies, setCookies: [cookie(SESSION_COOKIE, session.id)] };
}
