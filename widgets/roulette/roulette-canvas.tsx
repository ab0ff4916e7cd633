import { useEffect, useRef, useState } from 'react';
import { drawFrame, type Palette } from './draw';
import { offsetAt, phaseAt, type Phase, type Spin } from './motion';
import type { CaseItem } from '../../shared/api/schemas/cases';
import { readPalette, useCardArt } from './use-card-art';

export interface RouletteCanvasProps {
  items: readonly CaseItem[];
  strip: readonly CaseItem[];
  /** The running spin, or null when the strip rests at `rest`. */
  spin: Spin | null;
  rest: number;
  highlight: boolean;
  onPhase: (phase: Phase, spin: Spin) => void;
  /** The canvas's text alternative. */
  label: string;
}

/**
 * The strip on a <canvas>, 220 css px high and as wide as its box, at the device pixel ratio. While a
 * spin runs, requestAnimationFrame draws `offsetAt(spin, now)` and reports phase changes; otherwise
 * it draws once per change.
 */
export function RouletteCanvas({ items, strip, spin, rest, highlight, onPhase, label }: RouletteCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [palette, setPalette] = useState<Palette | null>(null);
  const [size, setSize] = useState({ width: 0, dpr: 1 });
  const [cache, version] = useCardArt(items, palette, size.dpr);
  const phaseRef = useRef(onPhase);
  phaseRef.current = onPhase;

  useEffect(() => {
    const el = canvas.current!;
    setPalette(readPalette(el));
    const measure = () => setSize({ width: el.clientWidth, dpr: window.devicePixelRatio || 1 });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // Resizing the backing store clears and reallocates it: only when the size really changes.
  useEffect(() => {
    const el = canvas.current!;
    el.width = Math.round(size.width * size.dpr);
    el.height = Math.round(220 * size.dpr);
  }, [size]);

  useEffect(() => {
    const el = canvas.current!;
    const { width, dpr } = size;
    const ctx = palette && width > 0 ? el.getContext('2d') : null;
    const cards = strip.map((item) => cache.get(item.id));
    // Nothing to draw on (hidden, or a DOM without canvas): the phases still advance.
    const draw = (offset: number, lit: boolean) =>
      ctx && palette && drawFrame(ctx, width, dpr, offset, cards, palette, lit);
    if (!spin) {
      draw(rest, highlight);
      return;
    }
    let frame = 0;
    let last: Phase | undefined;
    const tick = (now: number) => {
      const phase = phaseAt(spin, now);
      draw(offsetAt(spin, now), phase === 'final' || phase === 'finished');
      if (phase !== last) phaseRef.current((last = phase), spin);
      if (phase !== 'finished') frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [spin, strip, rest, highlight, size, palette, cache, version]);

  return <canvas ref={canvas} className="wgt-roulette__canvas" role="img" aria-label={label} />;
}
