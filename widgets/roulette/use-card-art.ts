import { useEffect, useState } from 'react';
import type { CaseItem } from '../../shared/api/schemas/cases';
import { useServices } from '../../shared/runtime/context';
import { yieldToMain } from '../../shared/runtime/yield-to-main';
import { renderCard, type Palette } from './draw';
import { asRarity, RARITY_ORDER, type Rarity } from './rules';

/** The theme's colours, read once from the custom properties (shared/ui/theme.css) on the canvas. */
export function readPalette(el: Element): Palette {
  const css = getComputedStyle(el);
  const get = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  const rarity = Object.fromEntries(RARITY_ORDER.map((r) => [r, get(`--wgt-rarity-${r}`, '#9aa3b5')])) as Record<
    Rarity,
    string
  >;
  return {
    surface: get('--wgt-surface-2', '#252939'),
    text: get('--wgt-text', '#f3f4f8'),
    marker: get('--wgt-accent', '#ffb648'),
    rarity,
  };
}

/**
 * A pre-rendered card per item (see draw.ts), redrawn once when its picture has loaded. Pictures are
 * fetched once each as <img> (decode() off the main thread where supported); a failed picture leaves
 * the card without artwork. Each card is rendered in a task of its own (2-7 ms at 4× CPU throttling; a
 * case has up to dozens of items), so neither the view's first render nor a burst of pictures arriving
 * together makes a long task: the strip is drawn once every card has its base, then again per picture.
 */
export function useCardArt(
  items: readonly CaseItem[],
  palette: Palette | null,
  dpr: number,
  scale: number,
): [Map<number, HTMLCanvasElement>, number] {
  const { nav } = useServices();
  const [cache] = useState(() => new Map<number, HTMLCanvasElement>());
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!palette || scale <= 0) return;
    let alive = true;
    // One card a task, in order: every base first (they were queued first), then the pictures as they come.
    let queue = Promise.resolve();
    const later = (job: () => void) =>
      void (queue = queue.then(yieldToMain).then(() => {
        if (alive) job();
      }));
    // The cards of the last size or case stay on screen until every new one has its base (a resize).
    const fresh = new Map<number, HTMLCanvasElement>();
    for (const item of items) {
      const canvas = document.createElement('canvas');
      const art = { name: item.name, rarity: asRarity(item.color) };
      later(() => {
        renderCard(canvas, art, palette, dpr, scale);
        fresh.set(item.id, canvas);
      });
      // API data: the picture goes through the URL policy like every other address.
      const src = item.imageName ? nav.url(item.imageName, 'image') : undefined;
      if (!src) continue;
      const img = new Image();
      img.decoding = 'async';
      img.src = src;
      (img.decode ? img.decode() : Promise.reject(new Error('no decode')))
        .then(() =>
          later(() => {
            renderCard(canvas, { ...art, image: img }, palette, dpr, scale);
            setVersion((v) => v + 1);
          }),
        )
        .catch(() => {});
    }
    later(() => {
      cache.clear();
      fresh.forEach((canvas, id) => cache.set(id, canvas));
      setVersion((v) => v + 1);
    });
    return () => void (alive = false);
  }, [items, palette, dpr, scale, cache, nav]);
  return [cache, version];
}
