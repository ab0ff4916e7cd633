import type { IncomingMessage } from 'node:http';

const LIMIT = 1024 * 1024;

export class BadBody extends Error {}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > LIMIT) throw new BadBody('Body too large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parsed JSON or form body; undefined for an empty or other-typed body. Throws BadBody on bad JSON. */
export async function readBody(req: IncomingMessage): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return undefined;
  const text = await readText(req);
  if (text.trim() === '') return undefined;
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (type.includes('json') || type === '' || type.includes('text/plain')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new BadBody('Malformed JSON body');
    }
  }
  return undefined;
}

export function isFormPost(req: IncomingMessage): boolean {
  return (req.headers['content-type'] ?? '').toLowerCase().includes('application/x-www-form-urlencoded');
}

/** Reads a string field of a parsed body, '' when missing. */
export function field(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}
