// A page load's request waterfall as an SVG, drawn as WebPageTest draws one: a row per request in the order
// the page asked for them; light where it waited for a connection, mid where it waited for the answer, dark
// while the answer came in; the critical chain's requests in red with their round-trip number, and lines
// where the widgets were ready and the data was in.

const ROW = 18;
const LABEL = 330;
const WIDTH = 1100;
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The short name of a request: its path without the session, the query cut. */
const short = (url) => {
  const { pathname, host } = new URL(url);
  return `${host.startsWith('127.') ? 'api ' : ''}${pathname.replace(/^\/s\/[^/]+/, '')}`.slice(0, 52);
};

/**
 * @param {{requests: import('./chain.mjs').Timed[], chain: number[], readyMs: number, dataMs: number}} timeline
 * @param {string} title
 */
export function waterfallSvg({ requests, chain, readyMs, dataMs }, title) {
  const end = Math.max(...requests.map((r) => r.responseEnd), dataMs || 0) * 1.05 || 1;
  const x = (ms) => LABEL + (ms / end) * (WIDTH - LABEL - 10);
  const order = requests.map((_, i) => i).sort((a, b) => requests[a].startTime - requests[b].startTime);
  const height = 40 + order.length * ROW + 30;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="monospace" font-size="11">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="8" y="16" font-size="13">${esc(title)}</text>`,
  ];
  for (let ms = 0; ms <= end; ms += 250) {
    out.push(`<line x1="${x(ms)}" y1="24" x2="${x(ms)}" y2="${height - 24}" stroke="#eee"/>`);
    out.push(`<text x="${x(ms)}" y="${height - 10}" text-anchor="middle" fill="#888">${ms}</text>`);
  }
  order.forEach((i, row) => {
    const r = requests[i];
    const y = 30 + row * ROW;
    const step = chain.indexOf(i);
    const sent = r.requestStart > 0 ? r.requestStart : r.startTime;
    const first = r.responseStart > 0 ? r.responseStart : r.responseEnd;
    const cached = r.transferSize === 0 && i > 0;
    const [queue, wait, body] = step >= 0 ? ['#f4c2c2', '#e57373', '#c62828'] : ['#dde7f0', '#90b4d6', '#2f6fa8'];
    out.push(
      `<text x="8" y="${y + 12}" fill="${step >= 0 ? '#c62828' : '#333'}">${step >= 0 ? `${step + 1}. ` : ''}${esc(short(r.name))}${cached ? ' (cache)' : ''}</text>`,
      `<rect x="${x(r.startTime)}" y="${y + 3}" width="${Math.max(x(sent) - x(r.startTime), 0)}" height="12" fill="${queue}"/>`,
      `<rect x="${x(sent)}" y="${y + 3}" width="${Math.max(x(first) - x(sent), 1)}" height="12" fill="${wait}"/>`,
      `<rect x="${x(first)}" y="${y + 3}" width="${Math.max(x(r.responseEnd) - x(first), 1)}" height="12" fill="${body}"/>`,
    );
  });
  for (const [ms, label, color] of [
    [readyMs, 'widgets ready', '#2e7d32'],
    [dataMs, 'data', '#6a1b9a'],
  ])
    if (Number.isFinite(ms))
      out.push(
        `<line x1="${x(ms)}" y1="24" x2="${x(ms)}" y2="${height - 24}" stroke="${color}" stroke-dasharray="4 3"/>`,
        `<text x="${x(ms) + 3}" y="34" fill="${color}">${label} ${Math.round(ms)} ms</text>`,
      );
  out.push('</svg>');
  return out.join('\n');
}
