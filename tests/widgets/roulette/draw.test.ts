import { describe, expect, it } from 'vitest';
import { drawFrame, FADE, MARKER, nameLines, scaleFor, wholeCards, type Palette } from '../../../widgets/roulette/draw';
import { CARD, HEIGHT, PITCH } from '../../../widgets/roulette/motion';

const palette: Palette = {
  surface: '#000',
  text: '#fff',
  marker: '#ffb648',
  rarity: { simple: '#1', common: '#2', improved: '#3', rare: '#4', legendary: '#5', epic: '#6' },
};

/** A 2D context that records what is drawn where (css px: the dpr transform is 1 here). */
function recorder() {
  const images: { x: number; y: number; w: number; h: number }[] = [];
  const points: { x: number; y: number }[] = [];
  const ctx = {
    canvas: { width: 0, height: 0 },
    setTransform() {},
    clearRect() {},
    save() {},
    restore() {},
    beginPath() {},
    closePath() {},
    fill() {},
    stroke() {},
    arcTo() {},
    drawImage: (_: unknown, x: number, y: number, w: number, h: number) => images.push({ x, y, w, h }),
    moveTo: (x: number, y: number) => points.push({ x, y }),
    lineTo: (x: number, y: number) => points.push({ x, y }),
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, images, points };
}

describe('roulette drawing: cards scaled to the strip', () => {
  it.each([280, 313, 335, 375, 500, 700, 824, 1200])('a %i px strip shows at least three whole cards', (width) => {
    const scale = scaleFor(width);
    expect(wholeCards(width, scale)).toBeGreaterThanOrEqual(3);
    // …and really: the neighbours of the centre card end inside the unfaded part.
    expect(width / 2 - (PITCH + CARD / 2) * scale).toBeGreaterThanOrEqual(width * FADE - 1e-9);
  });

  it('keeps the 220 px design from 824 px up and scales it below', () => {
    expect(scaleFor(1200)).toBe(1);
    expect(scaleFor(824)).toBe(1);
    expect(CARD * scaleFor(313)).toBeCloseTo(83.6, 1);
    expect(wholeCards(1200, 1)).toBe(3);
    expect(wholeCards(1600, 1)).toBe(5);
  });

  it('draws cards between the marker margins and the marker only in them, clear of every label', () => {
    const width = 313;
    const scale = scaleFor(width);
    const { ctx, images, points } = recorder();
    const card = {} as CanvasImageSource;
    drawFrame(ctx, width, 1, 10 * PITCH, Array(12).fill(card), palette, null, scale);
    expect(images.length).toBeGreaterThanOrEqual(5);
    for (const image of images) {
      expect(image.y).toBe(MARKER);
      expect(image.h).toBeCloseTo(HEIGHT * scale);
      expect(image.w).toBeCloseTo(CARD * scale);
    }
    const centre = images.find((i) => Math.abs(i.x + i.w / 2 - width / 2) < 1);
    expect(centre).toBeDefined();
    const bottom = MARKER + HEIGHT * scale;
    expect(points.length).toBeGreaterThan(0);
    for (const p of points) expect(p.y <= MARKER || p.y >= bottom).toBe(true);
  });
});

describe('card names on small cards (phones): wrapped between words, not squashed', () => {
  // 10 design px a character: a stand-in for measureText at the card's font.
  const measure = (s: string) => s.length * 10;

  it('keeps a name that fits on one line', () =>
    expect(nameLines('Карта города', 196, measure)).toEqual(['Карта города']));

  it('wraps a long name onto two lines at a space', () =>
    expect(nameLines('Ящик с инструментами', 196, measure)).toEqual(['Ящик с', 'инструментами']));

  it('puts as many words as fit on the first line', () =>
    expect(nameLines('Ключ от квартиры', 120, measure)).toEqual(['Ключ от', 'квартиры']));

  it('a name with no space stays one line (drawn narrower only as a last resort)', () =>
    expect(nameLines('Суперкарсокольский', 120, measure)).toEqual(['Суперкарсокольский']));

  it('never more than two lines: the rest joins the second', () =>
    expect(nameLines('a bb cc dd ee ff', 50, measure)).toEqual(['a bb', 'cc dd ee ff']));
});
