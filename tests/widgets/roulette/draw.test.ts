import { describe, expect, it } from 'vitest';
import {
  cardLayout,
  drawFrame,
  FADE,
  MARKER,
  nameLines,
  neighbourClear,
  scaleFor,
  wholeCards,
  type Palette,
} from '../../../widgets/roulette/draw';
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
  // A phone's strip (375 px: 313 px of canvas) shows large cards, fewer of them: the winner whole
  // and about half of each neighbour clear of the fades, so the strip still reads as a strip.
  it.each([280, 313, 335, 375, 500, 550, 700])(
    'a %i px strip: the centre card whole, large, the neighbours in part',
    (width) => {
      const scale = scaleFor(width);
      expect(CARD * scale).toBeGreaterThanOrEqual(Math.min(CARD, 0.4 * width) - 1e-9);
      expect(wholeCards(width, scale)).toBeGreaterThanOrEqual(1);
      const clear = neighbourClear(width, scale);
      expect(clear).toBeGreaterThan(0.45);
      expect(clear).toBeLessThan(1);
    },
  );

  it('keeps the 220 px design from 550 px up, three whole cards from 824 px, and scales it below 550', () => {
    expect(scaleFor(1200)).toBe(1);
    expect(scaleFor(824)).toBe(1);
    expect(scaleFor(550)).toBe(1);
    expect(CARD * scaleFor(313)).toBeCloseTo(125.2, 1);
    expect(wholeCards(824, 1)).toBe(3);
    expect(wholeCards(1200, 1)).toBe(3);
    expect(wholeCards(1600, 1)).toBe(5);
    // …and on desktop strips the neighbours of the centre card end inside the unfaded part.
    expect(824 / 2 - (PITCH + CARD / 2)).toBeGreaterThanOrEqual(824 * FADE - 1e-9);
  });

  it('draws cards between the marker margins and the marker only in them, clear of every label', () => {
    const width = 313;
    const scale = scaleFor(width);
    const { ctx, images, points } = recorder();
    const card = {} as CanvasImageSource;
    drawFrame(ctx, width, 1, 10 * PITCH, Array(12).fill(card), palette, null, scale);
    expect(images.length).toBeGreaterThanOrEqual(3);
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

describe('a card on a phone: one or two lines of whole words, an ellipsis, never squashed; the art large', () => {
  // 0.6 design px per character per px of font: a stand-in for measureText at the card's font.
  const measureAt = (size: number) => (s: string) => s.length * size * 0.6;
  const scale = scaleFor(313);
  const text = CARD - 24;

  it('draws the name at 13 css px or more on a phone, 15 design px on a desktop', () => {
    expect(cardLayout('Аптечка', measureAt, scale).size * scale).toBeGreaterThanOrEqual(13);
    expect(cardLayout('Аптечка', measureAt, 1).size).toBe(15);
  });

  it.each(['Аптечка', 'Спортивная куртка', 'Ящик с инструментами', 'Особняк на холме', 'Суперкарсокольскийсупер'])(
    '“%s”: every line fits the card as drawn, whole words or a word cut with an ellipsis',
    (name) => {
      const { lines, size } = cardLayout(name, measureAt, scale);
      const measure = measureAt(size);
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(2);
      const words = name.split(' ');
      for (const line of lines) {
        expect(measure(line)).toBeLessThanOrEqual(text);
        // Whole words of the name, the last of them possibly cut with '…'.
        const parts = line.split(' ');
        parts.forEach((part, i) => {
          const whole = words.includes(part);
          const cut =
            i === parts.length - 1 && part.endsWith('…') && words.some((w) => w.startsWith(part.slice(0, -1)));
          expect(whole || cut).toBe(true);
        });
      }
    },
  );

  it('a 10,000-character name: the longest cut that fits, in a few measurements (one a letter hung the page)', () => {
    let calls = 0;
    const counted = (size: number) => {
      const measure = measureAt(size);
      return (s: string) => (calls++, measure(s));
    };
    const name = 'Ж'.repeat(10_000);
    const { lines, size } = cardLayout(name, counted, scale);
    const measure = measureAt(size);
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(measure(line)).toBeLessThanOrEqual(text);
    // One letter more would not fit.
    expect(measure(`Ж${line}`)).toBeGreaterThan(text);
    expect(calls).toBeLessThan(40);
  });

  it('the art at least 70 css px on a phone, clear of the name', () => {
    for (const name of ['Аптечка', 'Ящик с инструментами']) {
      const { art, textTop } = cardLayout(name, measureAt, scale);
      expect(art.size * scale).toBeGreaterThanOrEqual(70);
      expect(art.y + art.size).toBeLessThanOrEqual(textTop);
      expect(art.x).toBeCloseTo((CARD - art.size) / 2);
    }
  });
});
