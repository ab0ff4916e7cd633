import { CARD, GAP, HEIGHT, PITCH, wrap } from './motion';
import type { Rarity } from './rules';

/**
 * Canvas drawing. Cards are rendered once per item into their own small canvases (background, rarity
 * glow, artwork, name); a frame is then only a clear, a handful of drawImage calls and the marker, so
 * the animation loop does no layout, text shaping or allocation.
 */
export interface Palette {
  surface: string;
  text: string;
  marker: string;
  rarity: Record<Rarity, string>;
}

export interface CardArt {
  name: string;
  rarity: Rarity;
  image?: CanvasImageSource;
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Room above and below the cards for the marker (css px), so it never crosses a card's label. */
export const MARKER = 12;
/** Share of the strip's width faded out at each edge (the mask in roulette.css uses the same 8 %). */
export const FADE = 0.08;
/**
 * The card design is CARD px (docs/widgets/roulette.md). A strip narrower than FULL_SIZE_WIDTH scales it to
 * CARD_SHARE of its width: on a phone the winner is whole and large and about half of each neighbour shows
 * clear of the faded edges (fewer, readable cards rather than three small ones); from 824 px of strip up
 * three whole cards show.
 */
export const CARD_SHARE = 0.4;
export const FULL_SIZE_WIDTH = CARD / CARD_SHARE;
export const scaleFor = (width: number) => Math.min(1, width / FULL_SIZE_WIDTH);
/** Whole cards visible (clear of the fades) when a card rests under the marker. */
export function wholeCards(width: number, scale: number): number {
  const room = width * (0.5 - FADE) - (CARD * scale) / 2;
  return 1 + 2 * Math.max(0, Math.floor(room / (PITCH * scale) + 1e-9));
}
/** The share of the centre card's neighbour clear of the faded edge (1 or more: it is whole). */
export const neighbourClear = (width: number, scale: number) =>
  (width * (0.5 - FADE) - (CARD / 2 + GAP) * scale) / (CARD * scale);

/**
 * A card's name in at most two lines, broken between words: as many words as fit on the first, the rest on
 * the second. A name that fits, or has no space, stays one line (cardLayout cuts a line too wide).
 */
export function nameLines(name: string, width: number, measure: (text: string) => number): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length < 2 || measure(name) <= width) return [name];
  let n = 1;
  while (n < words.length - 1 && measure(words.slice(0, n + 1).join(' ')) <= width) n++;
  return [words.slice(0, n).join(' '), words.slice(n).join(' ')];
}

/**
 * A line cut to `width` with an ellipsis (a clean cut, never letters squeezed together). The longest prefix
 * that fits is found by halving: a 10,000-character name took 10,000 measurements a card, one a letter, and
 * hung the page.
 */
export function fitLine(line: string, width: number, measure: (text: string) => number): string {
  if (measure(line) <= width) return line;
  const chars = [...line];
  const cut = (n: number) => `${chars.slice(0, n).join('').trimEnd()}…`;
  let [fits, tooWide] = [1, chars.length];
  while (tooWide - fits > 1) {
    const mid = Math.floor((fits + tooWide) / 2);
    if (measure(cut(mid)) <= width) fits = mid;
    else tooWide = mid;
  }
  return cut(fits);
}

export interface CardLayout {
  /** The name's font size, design px. */
  size: number;
  lines: string[];
  /** Where the name's first line begins (design px from the card's top). */
  textTop: number;
  art: { x: number; y: number; size: number };
}

/**
 * What a card shows where, in design px: the name at 15 px, or larger on a scaled-down card so it is at least
 * 13 css px (a phone); one or two lines of whole words, a line still too wide cut with an ellipsis; the art as
 * large as the room above the name allows (up to 140), centred.
 */
export function cardLayout(
  name: string,
  measureAt: (size: number) => (text: string) => number,
  scale: number,
): CardLayout {
  const size = Math.round(Math.max(15, 13 / scale));
  const measure = measureAt(size);
  const width = CARD - 24;
  const lines = nameLines(name, width, measure).map((line) => fitLine(line, width, measure));
  const textTop = HEIGHT - 34 - (lines.length - 1) * size * 1.1 - size / 2;
  const room = textTop - 8 - 12;
  const art = Math.min(140, room);
  return { size, lines, textTop, art: { x: (CARD - art) / 2, y: 12 + (room - art) / 2, size: art } };
}

/** One card, CARD × HEIGHT design px drawn at `scale` and the device pixel ratio (see cardLayout). */
export function renderCard(target: HTMLCanvasElement, art: CardArt, palette: Palette, dpr: number, scale = 1): void {
  target.width = Math.round(CARD * scale * dpr);
  target.height = Math.round(HEIGHT * scale * dpr);
  const ctx = target.getContext('2d');
  if (!ctx) return;
  ctx.scale(dpr * scale, dpr * scale);
  const colour = palette.rarity[art.rarity];
  roundRect(ctx, 1, 1, CARD - 2, HEIGHT - 2, 14);
  ctx.fillStyle = palette.surface;
  ctx.fill();
  // Alpha through globalAlpha, not colour suffixes: the host may theme rarities in any CSS colour syntax.
  const glow = ctx.createRadialGradient(CARD / 2, 95, 10, CARD / 2, 95, 120);
  glow.addColorStop(0, colour);
  glow.addColorStop(1, palette.surface);
  ctx.globalAlpha = 0.4;
  ctx.fillStyle = glow;
  ctx.fill();
  ctx.globalAlpha = 0.7;
  ctx.lineWidth = 2;
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.globalAlpha = 1;
  const font = (size: number) => `600 ${size}px system-ui, sans-serif`;
  const layout = cardLayout(
    art.name,
    (size) => {
      ctx.font = font(size);
      return (t) => ctx.measureText(t).width;
    },
    scale,
  );
  const { size, lines } = layout;
  if (art.image) ctx.drawImage(art.image, layout.art.x, layout.art.y, layout.art.size, layout.art.size);
  ctx.fillStyle = colour;
  ctx.fillRect(24, HEIGHT - 12, CARD - 48, 4);
  ctx.font = font(size);
  ctx.fillStyle = palette.text;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  lines.forEach((line, i) => ctx.fillText(line, CARD / 2, HEIGHT - 34 - (lines.length - 1 - i) * size * 1.1));
}

/**
 * One frame: the strip at `offset` (design px under the centre marker) drawn at `scale`, cards from the
 * per-item cache by strip position, and the marker in the margins above and below the cards. `width`
 * is the canvas width in css px. `highlight` frames the card under the marker (the winner) in its
 * rarity colour with a glow; it is drawn only on a resting strip, never while it moves.
 */
export function drawFrame(
  ctx: CanvasRenderingContext2D,
  width: number,
  dpr: number,
  offset: number,
  cards: readonly (CanvasImageSource | undefined)[],
  palette: Palette,
  highlight: string | null,
  scale = 1,
): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  if (cards.length === 0) return;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const centre = width / 2;
  const card = CARD * scale;
  const pitch = PITCH * scale;
  const bottom = MARKER + HEIGHT * scale;
  const first = Math.floor((offset * scale - centre - card) / pitch);
  const last = Math.ceil((offset * scale + centre + card) / pitch);
  for (let k = first; k <= last; k++) {
    const image = cards[wrap(k, cards.length)];
    // Snap to device pixels so cards stay crisp while moving.
    const x = Math.round((centre + (k * PITCH - offset) * scale - card / 2) * dpr) / dpr;
    if (image) ctx.drawImage(image, x, MARKER, card, HEIGHT * scale);
  }
  if (highlight) {
    ctx.save();
    ctx.shadowColor = highlight;
    ctx.shadowBlur = 18;
    ctx.lineWidth = 3;
    ctx.strokeStyle = highlight;
    roundRect(ctx, centre - card / 2 + 1.5, MARKER + 1.5, card - 3, HEIGHT * scale - 3, 14 * scale);
    ctx.stroke();
    ctx.restore();
  }
  ctx.fillStyle = palette.marker;
  ctx.beginPath();
  ctx.moveTo(centre - 9, 0);
  ctx.lineTo(centre + 9, 0);
  ctx.lineTo(centre, MARKER);
  ctx.moveTo(centre - 9, bottom + MARKER);
  ctx.lineTo(centre + 9, bottom + MARKER);
  ctx.lineTo(centre, bottom);
  ctx.fill();
}
