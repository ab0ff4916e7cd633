import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHost, type RunningHost } from '../../host-fixtures/start';
import { PAYMENT_GROUPS } from '../../host-fixtures/state/donate';

// The shop's payment methods each come with a picture of their own (the widget's neutral card mark is for an API
// that sends none): small SVGs the fixture host draws from the pinned icon sets, nothing from another origin.
let host: RunningHost;
beforeAll(async () => {
  host = await startHost({ port: 0, root: mkdtempSync(join(tmpdir(), 'payment-logos-')) });
});
afterAll(() => host.close());

const methods = PAYMENT_GROUPS.flatMap((g) =>
  g.methods.map((m) => ({ ...m, image: 'image' in m ? m.image : undefined })),
);

describe('fixture payment logos', () => {
  it.each(methods.map((m) => [m.name, m.image] as const))('%s has its own small SVG', async (_name, image) => {
    expect(image).toMatch(/^\/img\/pay\/[^/]+\.svg$/);
    const res = await fetch(`${host.url}${image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await res.text();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.length).toBeLessThan(6000);
    // Self-contained: no link, image or stylesheet of its own.
    expect(svg).not.toMatch(/\b(?:href|src)=|url\((?!#)|@import/);
  });

  it('no two methods share a picture', () => {
    const images = methods.map((m) => m.image);
    expect(new Set(images).size).toBe(images.length);
  });
});
