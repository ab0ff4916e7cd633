import { CARD, HEIGHT, PITCH, wrap } from './motion';
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

/** One card, CARD × CARD css px at the device pixel ratio. */
export function renderCard(target: HTMLCanvasElement, art: CardArt, palette: Palette, dpr: number): void {
  target.width = Math.round(CARD * dpr);
  target.height = Math.round(HEIGHT * dpr);
  const ctx = target.getContext('2d');
  if (!ctx) return;
  ctx.scale(dpr, dpr);
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
  if (art.image) ctx.drawImage(art.image, 40, 18, 140, 140);
  ctx.fillStyle = colour;
  ctx.fillRect(24, HEIGHT - 12, CARD - 48, 4);
  ctx.fillStyle = palette.text;
  ctx.font = '600 15px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(art.name, CARD / 2, HEIGHT - 34, CARD - 24);
}

/**
 * One frame: the strip at `offset` (strip px under the centre marker), cards from the per-item cache
 * by strip position, and the marker. `width` is the canvas width in css px.
 */
export function drawFrame(
  ctx: CanvasRenderingContext2D,
  width: number,
  dpr: number,
  offset: number,
  cards: readonly (CanvasImageSource | undefined)[],
  palette: Palette,
  highlight: boolean,
): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  if (cards.length === 0) return;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const centre = width / 2;
  const first = Math.floor((offset - centre - CARD) / PITCH);
  const last = Math.ceil((offset + centre + CARD) / PITCH);
  for (let k = first; k <= last; k++) {
    const card = cards[wrap(k, cards.length)];
    // Snap to device pixels so cards stay crisp while moving.
    const x = Math.round((centre + k * PITCH - offset - CARD / 2) * dpr) / dpr;
    if (card) ctx.drawImage(card, x, 0, CARD, HEIGHT);
  }
  ctx.fillStyle = palette.marker;
  ctx.fillRect(Math.round(centre * dpr) / dpr - 1.5, 0, 3, HEIGHT);
  ctx.beginPath();
  ctx.moveTo(centre - 10, 0);
  ctx.lineTo(centre + 10, 0);
  ctx.lineTo(centre, 14);
  ctx.moveTo(centre - 10, HEIGHT);
  ctx.lineTo(centre + 10, HEIGHT);
  ctx.lineTo(centre, HEIGHT - 14);
  ctx.fill();
  if (highlight) {
    ctx.lineWidth = 3;
    ctx.strokeStyle = palette.marker;
    roundRect(ctx, centre - CARD / 2 + 1.5, 1.5, CARD - 3, HEIGHT - 3, 14);
    ctx.stroke();
  }
}
