import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildOpenApi } from '../../contract/openapi';
import type { JsonSchema } from '../../contract/json-schema';
import { renderReference } from '../../contract/reference';
import { fixtureExamples } from '../contract-examples';
import type { Host } from '../host';
import { sendHtml, sendJson } from '../http/send';

export const REFERENCE_PATHS = ['/openapi.json', '/api-reference'];

// One document per running host: its examples come from a fresh session of this host, asked once.
const documents = new WeakMap<Host, Promise<JsonSchema>>();

/** The API the widgets call: the OpenAPI document (`/openapi.json`) and its reference page (`/api-reference`). */
export async function serveReference(
  host: Host,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  let doc = documents.get(host);
  if (!doc) {
    doc = fixtureExamples(`http://${req.headers.host ?? 'localhost'}`).then(buildOpenApi);
    doc.catch(() => documents.delete(host));
    documents.set(host, doc);
  }
  const value = await doc;
  if (path === '/openapi.json') return sendJson(res, 200, value);
  return sendHtml(res, 200, renderReference(value, '/assets/reference.css'));
}
