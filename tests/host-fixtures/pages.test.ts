import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { pages } from '../../host-fixtures/pages/list';
import { readIntegrity } from '../../host-fixtures/pages/render';
import type { RunningHost } from '../../host-fixtures/start';
import { LOCALES, withLocale } from '../../shared/i18n/locales';
import { rawStatus, startTestHost, Visitor } from './helpers';

let host: RunningHost;
/** The integrity attributes a page's tag carries: the build's (dist/embed.json), none before a build. */
const sri = (file: string, react = false) => {
  const hash = readIntegrity(fileURLToPath(new URL('../..', import.meta.url)), {
    react,
    iife: false,
    strictCsp: false,
  })[file];
  return hash ? ` integrity="${hash}" crossorigin` : '';
};
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(() => host.close());

describe('page globals injection', () => {
  it('starts a session and points apiUrl at the other loopback origin under /s/<sid>', async () => {
    const visitor = new Visitor(host);
    const { res, html, globals, csrf } = await visitor.page('/');
    expect(res.status).toBe(200);
    const sid = visitor.cookies.get('fx');
    expect(sid).toMatch(/^[\w-]{4,}$/);
    expect(res.headers.getSetCookie()[0]).toMatch(/^fx=.+; Path=\/; SameSite=Lax/);
    expect(globals).toEqual({
      apiUrl: `http://127.0.0.1:${host.port}/s/${sid}`,
      apiToken: '',
      isHome: true,
      locale: 'ru',
      recaptchaSiteKey: 'fixture-site-key',
      productName: 'Nova RP',
    });
    expect(csrf.length).toBeGreaterThan(10);
    expect(html).toContain(`<link rel="stylesheet" href="/widgets/widgets.css"${sri('widgets.css')}>`);
    for (const part of ['base', 'chrome', 'home', 'pages'])
      expect(html).toContain(`<link rel="stylesheet" href="/assets/site-${part}.css">`);
    expect(html).toMatch(/<meta name="description" content="Nova RP: [^"]{40,}">/);
    expect(html).toContain(`<script type="module" src="/widgets/widgets.js"${sri('widgets.js')}></script>`);
    expect(html).toMatch(/<span data-widget="online-counter"><\/span>/);
  });

  it('keeps the session and points a 127.0.0.1 page at localhost', async () => {
    const visitor = new Visitor(host);
    const first = await visitor.page('/');
    const again = await visitor.page('/auth');
    expect(again.globals.apiUrl).toBe(first.globals.apiUrl);
    expect(again.globals.isHome).toBe(false);
    const res = await fetch(`${host.apiOrigin}/`);
    expect(await res.text()).toContain(`window.apiUrl="http://localhost:${host.port}/s/`);
  });

  it('takes apiToken from the token cookie', async () => {
    const visitor = new Visitor(host);
    visitor.cookies.set('token', 'tok-verified');
    const { globals, html } = await visitor.page('/cabinet');
    expect(globals.apiToken).toBe('tok-verified');
    expect(html).toContain('href="/cabinet"');
  });

  it('takes the locale from the path prefix', async () => {
    const visitor = new Visitor(host);
    expect((await visitor.page('/uk/')).globals).toMatchObject({ locale: 'uk', isHome: true });
    const en = await visitor.page('/en/terms');
    expect(en.globals).toMatchObject({ locale: 'en', isHome: false });
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('href="/en/terms"');
    expect((await visitor.page('/terms')).html).toContain('href="/terms"');
    expect((await visitor.page('/en/donate/success')).res.status).toBe(200);
  });

  it('escapes < in injected values', async () => {
    const visitor = new Visitor(host);
    visitor.cookies.set('token', '</script><b>');
    const { html, globals } = await visitor.page('/');
    expect(html).not.toContain('</script><b>');
    expect(globals.apiToken).toBe('</script><b>');
  });
});

describe('query flags', () => {
  it("every page without the flag sends frame-ancestors 'self' only", async () => {
    const { res } = await new Visitor(host).page('/en/donate');
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
  });

  it('csp=strict: header, JSON config and no inline script or style', async () => {
    const visitor = new Visitor(host);
    const { res, html, globals } = await visitor.page('/?csp=strict');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(
      `default-src 'self'; script-src 'self'; style-src 'self'; ` +
        `img-src 'self' data: http://127.0.0.1:${host.port} http://localhost:${host.port}; ` +
        `connect-src 'self' http://127.0.0.1:${host.port} http://localhost:${host.port}; ` +
        `media-src 'self' blob:; frame-ancestors 'self'; ` +
        `require-trusted-types-for 'script'; trusted-types widgets dompurify`,
    );
    expect(html).toContain('<script type="application/json" id="widgets-config">');
    expect(globals.isHome).toBe(true);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attrs = '', content = ''] of scripts) {
      if (content.trim()) expect(attrs).toContain('type="application/json"');
    }
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toMatch(/<style/);
    expect(html).toContain('href="/auth?csp=strict"');
  });

  it('build=iife and flavor=react pick the bundle', async () => {
    const visitor = new Visitor(host);
    expect((await visitor.page('/?build=iife')).html).toContain(
      `<script src="/widgets/widgets.iife.js" defer${sri('widgets.iife.js')}></script>`,
    );
    const react = (await visitor.page('/?flavor=react')).html;
    expect(react).toContain(
      `<script type="module" src="/widgets-react/widgets.js"${sri('widgets.js', true)}></script>`,
    );
    expect(react).toContain('href="/widgets-react/widgets.css"');
  });
});

describe('pages', () => {
  it('answers unknown paths with the 404 page', async () => {
    const { res, html } = await new Visitor(host).page('/no/such/page');
    expect(res.status).toBe(404);
    expect(html).toContain('404');
  });

  it('serves the e2e test pages', async () => {
    const visitor = new Visitor(host);
    const late = (await visitor.page('/test/late-mount?csp=strict')).html;
    expect(late).toContain('id="add"');
    expect(late).toContain('<script src="/assets/late-mount.js" defer></script>');
    // Only the layout's widgets (header, connection); the test slot starts empty.
    expect(late).toMatch(/<div id="slot" class="test-slot"><\/div>/);
    const double = (await visitor.page('/test/double-load')).html;
    expect(double.match(/src="\/widgets\/widgets\.js/g)).toHaveLength(2);
    const isolation = (await visitor.page('/test/isolation')).html;
    expect(isolation.match(/data-interval="13"/g)).toHaveLength(2);
    expect(isolation).toContain('data-widget="no-such-widget"');
  });

  it('serves every page of the registry in every locale (none sits under a static folder such as /widgets/)', async () => {
    const visitor = new Visitor(host);
    const failing = [];
    for (const entry of pages)
      for (const locale of LOCALES) {
        // A page may answer its own 404 (/pay without an order); a static folder answers plain text.
        const { res } = await visitor.page(withLocale(locale, entry.path));
        if (!res.headers.get('content-type')?.includes('text/html'))
          failing.push(`${withLocale(locale, entry.path)} ${res.status}`);
      }
    expect(failing).toEqual([]);
  });

  it('lists every page with its variants on the gallery', async () => {
    const { html } = await new Visitor(host).page('/gallery');
    for (const href of [
      '/donate?csp=strict',
      '/uk/auth',
      '/en/test/isolation',
      '/cabinet?flavor=react',
      '/?build=iife',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('action="/__fixtures/scenario"');
    expect(html).toContain('/__fixtures/login-as?user=verified');
  });
});

describe('static files', () => {
  it('serves assets with content types and no-cache', async () => {
    const res = await fetch(`${host.url}/assets/site-base.css`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/css');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const js = await fetch(`${host.url}/assets/late-mount.js`);
    expect(js.headers.get('content-type')).toContain('text/javascript');
  });

  it('compresses text like production: brotli when accepted, else gzip, else as is; site CSS has no @import', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const get = (path: string, accept: string) =>
      new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port: host.port, path, headers: { 'accept-encoding': accept } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                vary: res.headers.vary,
                body: Buffer.concat(chunks),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
    const plain = await get('/assets/site-base.css', '');
    expect(plain.encoding).toBeUndefined();
    const br = await get('/assets/site-base.css', 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    const gz = await get('/assets/site-base.css', 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    const page = await get('/', 'br');
    expect(page.encoding).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('<!doctype html>');
    for (const part of ['base', 'chrome', 'home', 'pages'])
      expect((await get(`/assets/site-${part}.css`, '')).body.toString()).not.toContain('@import');
  });

  it('refuses traversal and answers 404 for missing files', async () => {
    expect(await rawStatus(host.port, '/assets/../start.ts')).toBe(404);
    expect(await rawStatus(host.port, '/widgets/../../package.json')).toBe(404);
    expect((await fetch(`${host.url}/assets/..%2f..%2fpackage.json`)).status).toBe(404);
    expect((await fetch(`${host.url}/widgets/no-such-file.js`)).status).toBe(404);
  });
});
