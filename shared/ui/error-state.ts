/**
 * While `el` (a load error: the data could not be read) is on screen, its widget's mount point is in state
 * `error`, back to `ready` when no load error is left in it, so a host and QA see that the API failed or
 * answered wrong (README "States"). For a layout effect; returns its cleanup.
 */
export function markError(el: HTMLElement | null): (() => void) | undefined {
  const mount = el?.closest<HTMLElement>('[data-widget]');
  if (!mount) return;
  mount.dataset.widgetState = 'error';
  return () => {
    if (mount.dataset.widgetState === 'error' && !mount.querySelector('[data-load-error]'))
      mount.dataset.widgetState = 'ready';
  };
}
