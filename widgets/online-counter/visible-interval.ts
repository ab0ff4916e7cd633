import type { Clock } from '../../shared/runtime/clock';

/**
 * `clock.interval(fn, ms)`, paused while the page is hidden (a background tab polls nothing); fn runs at
 * once when the page shows again (docs/widgets/online-counter.md). Returns the stop function.
 */
export function visibleInterval(clock: Clock, fn: () => void, ms: number): () => void {
  let stop = () => {};
  const sync = () => {
    stop();
    stop = document.hidden ? () => {} : clock.interval(fn, ms);
  };
  const onChange = () => {
    if (!document.hidden) fn();
    sync();
  };
  sync();
  document.addEventListener('visibilitychange', onChange);
  return () => {
    stop();
    document.removeEventListener('visibilitychange', onChange);
  };
}
