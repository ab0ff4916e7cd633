import { useRef } from 'react';
import { useLoad } from '../../shared/ui/use-load';
import { lazyPart } from '../../shared/ui/lazy-part';

let memo: Promise<unknown> | undefined;
const panel = lazyPart(() => import('./panel'));

export function usePanel(win: Window) {
  const loaded = useLoad(() => import('./panel'), []); // expect: no-restricted-syntax
  const kept = useRef(import('./panel')); // expect: no-restricted-syntax
  memo ??= import('./panel'); // expect: no-restricted-syntax
  const reduce = win.matchMedia('(prefers-reduced-motion: reduce)').matches; // expect: no-restricted-syntax
  const again = win.matchMedia(`(prefers-reduced-motion: ${'reduce'})`).matches; // expect: no-restricted-syntax
  return [loaded, kept, reduce, again, panel.load()];
}
