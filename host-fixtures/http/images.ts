import type { ServerResponse } from 'node:http';

const RARITY_HUE: Record<string, number> = {
  simple: 220,
  common: 210,
  improved: 140,
  rare: 275,
  legendary: 38,
  epic: 350,
};

/**
 * Placeholder artwork for the seed data: `/img/<kind>/<name>.svg?label=…&hue=…`, a gradient card with
 * a glyph and a label, so pages look like a shop without shipping third-party pictures.
 */
export function serveImage(res: ServerResponse, path: string, query: URLSearchParams): void {
  const [, kind = 'item', file = 'x.svg'] = path.split('/').filter(Boolean);
  const name = file.replace(/\.svg$/, '');
  const hue = Number(query.get('hue') ?? RARITY_HUE[query.get('rarity') ?? ''] ?? hash(name) % 360);
  const label = (query.get('label') ?? '').slice(0, 24).replace(/[<>&"]/g, '');
  const glyph =
    {
      case: '▣',
      item: '◆',
      coupon: '✦',
      coin: '◎',
      status: '★',
      milestone: '⚑',
      banner: '✸',
      product: '⬢',
      goods: '✚',
    }[kind] ?? '●';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 220" width="220" height="220">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 22%)"/></linearGradient></defs>
<rect width="220" height="220" rx="24" fill="url(#g)"/>
<circle cx="110" cy="95" r="58" fill="rgba(255,255,255,0.12)"/>
<text x="110" y="118" font-size="72" text-anchor="middle" fill="rgba(255,255,255,0.92)" font-family="sans-serif">${glyph}</text>
${label ? `<text x="110" y="196" font-size="18" font-weight="700" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text>` : ''}
</svg>`;
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=3600',
    'Access-Control-Allow-Origin': '*',
  });
  res.end(svg);
}

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}
