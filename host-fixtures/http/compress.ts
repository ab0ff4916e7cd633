import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text worth compressing: scripts, styles, markup, JSON, SVG, source maps. */
export const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/;

export type Encoding = 'br' | 'gzip' | 'identity';

/** Brotli when the client takes it, else gzip, as a production CDN serves the bundle. */
export function pickEncoding(req: IncomingMessage | undefined): Encoding {
  const accepted = String(req?.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

export function encode(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br')
    return brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return body;
}

const cache = new Map<string, Buffer>();

/** encode() for files that do not change while the host runs (keyed by path, size and mtime). */
export function encodeCached(key: string, body: () => Buffer, encoding: Encoding): Buffer {
  const full = `${encoding}|${key}`;
  let hit = cache.get(full);
  if (!hit) cache.set(full, (hit = encode(body(), encoding)));
  return hit;
}
