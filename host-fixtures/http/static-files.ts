import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { COMPRESSIBLE, encodeCached, pickEncoding } from './compress';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/** A file named by its content (`core-ABCD1234.js`, `auth-SBXC4XPK.css`): its address changes when it does. */
const HASHED = /-[A-Z0-9]{8}\.[a-z0-9]+$/;

/**
 * Caching as README tells hosts: a hashed file is kept for a year and never asked for again; the few fixed
 * names (`widgets.js`, `widgets.css`, `widgets.iife.js`, the host's assets) are revalidated with their ETag,
 * so a new release reaches the next page while an unchanged file costs a 304 with no body.
 */
function cacheHeaders(file: string, etag: string): Record<string, string> {
  return HASHED.test(file)
    ? { 'Cache-Control': 'public, max-age=31536000, immutable' }
    : { 'Cache-Control': 'no-cache', ETag: etag };
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end('Not found');
}

/** Serves `rel` (URL-encoded, below `base`) from disk; never leaves `base`. */
export async function serveFile(req: IncomingMessage, res: ServerResponse, base: string, rel: string): Promise<void> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return notFound(res);
  }
  const root = resolve(base);
  const file = resolve(root, `.${sep}${decoded}`);
  if (decoded.includes('\0') || !file.startsWith(root + sep)) return notFound(res);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return notFound(res);
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const encoding = COMPRESSIBLE.test(type) ? pickEncoding(req) : 'identity';
  const etag = `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}-${encoding}"`;
  const caching = cacheHeaders(file, etag);
  if (caching.ETag && req.headers['if-none-match'] === etag) {
    res.writeHead(304, { ...caching, ...(COMPRESSIBLE.test(type) ? { Vary: 'Accept-Encoding' } : {}) });
    res.end();
    return;
  }
  if (encoding !== 'identity') {
    const body = encodeCached(`${file}|${info.size}|${info.mtimeMs}`, () => readFileSync(file), encoding);
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Encoding': encoding,
      'Content-Length': String(body.length),
      ...caching,
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': String(info.size),
    ...caching,
    ...(COMPRESSIBLE.test(type) ? { Vary: 'Accept-Encoding' } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}
