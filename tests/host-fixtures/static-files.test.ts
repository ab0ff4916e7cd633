import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHost, type RunningHost } from '../../host-fixtures/start';

// The fixture host serves dist/ as README tells hosts to: a hashed file cached for good, the three fixed
// names revalidated with an ETag; with `secure`, over HTTP/2.
let root: string;
let host: RunningHost;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(root, 'dist', 'ru'), { recursive: true });
  writeFileSync(join(root, 'dist', 'widgets.js'), 'export {};\n');
  writeFileSync(join(root, 'dist', 'ru', 'core-ABCD2345.js'), 'export const core = 1;\n');
  host = await startHost({ port: 0, root });
});
afterAll(() => host.close());

describe('static files', () => {
  it('serves a hashed file immutable, for a year', async () => {
    const res = await fetch(`${host.url}/widgets/ru/core-ABCD2345.js`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('revalidates widgets.js with its ETag: 304 and no body while it has not changed', async () => {
    const first = await fetch(`${host.url}/widgets/widgets.js`);
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${host.url}/widgets/widgets.js`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await fetch(`${host.url}/widgets/widgets.js`, { headers: { 'if-none-match': '"old"' } });
    expect(other.status).toBe(200);
  });

  it('speaks HTTP/2 over TLS when secure', async () => {
    const secure = await startHost({ port: 0, root, secure: true });
    try {
      expect(secure.url).toMatch(/^https:\/\/localhost:/);
      const session = connect(secure.url, { rejectUnauthorized: false });
      const status = await new Promise<unknown>((resolve, reject) => {
        const stream = session.request({ ':path': '/widgets/ru/core-ABCD2345.js' });
        stream.on('response', (headers) => resolve(headers[':status']));
        stream.on('error', reject);
        stream.resume();
      });
      session.close();
      expect(status).toBe(200);
    } finally {
      await secure.close();
    }
  });
});
