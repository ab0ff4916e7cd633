import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostDelay, type Host } from '../host';
import { sendJson, type Headers } from '../http/send';
import { STATUS_MESSAGES, slowDelay } from './scenarios';

/**
 * Plays a scenario before the real handler. Resolves true when the request has been dealt with
 * (answered, dropped or held open), false when the real answer should follow (after `slow`).
 */
export async function runScenario(
  host: Host,
  req: IncomingMessage,
  res: ServerResponse,
  kind: string,
  headers: Headers,
  malformed: unknown = { data: 'malformed' },
): Promise<boolean> {
  const message = STATUS_MESSAGES[kind];
  if (message !== undefined) {
    sendJson(res, Number(kind), { message }, headers);
    return true;
  }
  if (kind === 'timeout') {
    host.pending.add(res);
    res.on('close', () => host.pending.delete(res));
    return true;
  }
  if (kind === 'offline') {
    req.socket.destroy();
    return true;
  }
  if (kind === 'malformed') {
    sendJson(res, 200, malformed, headers);
    return true;
  }
  const ms = slowDelay(kind);
  if (ms !== undefined) await hostDelay(host, ms);
  return false;
}
