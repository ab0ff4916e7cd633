import { useEffect, useRef, useState } from 'react';
import { drawFrame, MARKER, type Palette } from './draw';
import { FINAL_MS, HEIGHT, offsetAt, phaseAt, PITCH, wrap, type Phase, type Spin } from './motion';
import { asRarity } from './rules';
import type { CaseItem } from '../../shared/api/schemas/cases';
import { readPalette, useCardArt } from './use-card-art';

export interface RouletteCanvasProps {
  items: readonly CaseItem[];
  strip: readonly CaseItem[];
  /** The running spin, or null when the strip rests at `rest`. */
  spin: Spin | null;
  rest: number;
  /** Frame the card the strip rests on (after a spin that won). */
  highlight: boolean;
  /** The spin under way lands on a prize: its card is framed once it stops (not after a failed open). */
  win: boolean;
  onPhase: (phase: Phase, spin: Spin) => void;
  /** The canvas's text alternative. */
  label: string;
}

/**
 * The strip on a <canvas> as wide as its box, at the device pixel ratio. Its css height comes from
 * roulette.css (the card size scaled to the width, plus the marker's margins) and sets the scale the
 * cards are drawn at. While a spin runs, requestAnimationFrame draws `offsetAt(spin, now)` and reports
 * phase changes; otherwise it draws once per change.
 */
export function RouletteCanvas({ items, strip, spin, rest, highlight, win, onPhase, label }: RouletteCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [palette, setPalette] = useState<Palette | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0, dpr: 1 });
  const scale = Math.min(1, Math.max(0, (size.height - 2 * MARKER) / HEIGHT));
  const [cache, version] = useCardArt(items, palette, size.dpr, scale);
  const phaseRef = useRef(onPhase);
  phaseRef.current = onPhase;

  useEffect(() => {
    const el = canvas.current!;
    setPalette(readPalette(el));
    // The observer's first call (and a resize that leaves the box as it was) keeps the state: no re-render,
    // no reallocated backing store, no redraw.
    const measure = () => {
      const next = { width: el.clientWidth, height: el.clientHeight, dpr: window.devicePixelRatio || 1 };
      setSize((s) => (s.width === next.width && s.height === next.height && s.dpr === next.dpr ? s : next));
    };
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
    el.height = Math.round(size.height * size.dpr);
  }, [size]);

  useEffect(() => {
    const el = canvas.current!;
    const { width, dpr } = size;
    const ctx = palette && width > 0 && scale > 0 ? el.getContext('2d') : null;
    const cards = strip.map((item) => cache.get(item.id));
    // Nothing to draw on (hidden, or a DOM without canvas): the phases still advance.
    const draw = (offset: number, lit: boolean) => {
      const winner = lit && palette ? strip[wrap(Math.round(offset / PITCH), strip.length)] : undefined;
      const glow = winner && palette ? palette.rarity[asRarity(winner.color)] : null;
      if (ctx && palette) drawFrame(ctx, width, dpr, offset, cards, palette, glow, scale);
    };
    if (!spin) {
      draw(rest, highlight);
      return;
    }
    let frame = 0;
    let last: Phase | undefined;
    let drawn = NaN;
    // When the stopped strip was first drawn: the pause before the prize (the tease) counts from what the
    // player saw, so a frame the browser drew late (a busy phone) does not shorten it.
    let stoppedAt = NaN;
    const tick = (now: number) => {
      let phase = phaseAt(spin, now);
      if (phase === 'final' || phase === 'finished') {
        if (Number.isNaN(stoppedAt)) stoppedAt = now;
        if (now < stoppedAt + (spin.hold ?? FINAL_MS)) phase = 'final';
      }
      const offset = offsetAt(spin, now);
      // The same frame as the last drawn is not drawn again: the final pause (the tease too) costs nothing.
      if (offset !== drawn || phase !== last) draw(offset, win && (phase === 'final' || phase === 'finished'));
      drawn = offset;
      if (phase !== last) phaseRef.current((last = phase), spin);
      if (phase !== 'finished') frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [spin, strip, rest, highlight, win, size, scale, palette, cache, version]);

  return <canvas ref={canvas} className="wgt-roulette__canvas" role="img" aria-label={label} />;
}
