type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** A click the page may take over: the main button and no modifier (the others open a tab, a window, a download). */
export const isPlainClick = (e: Click): boolean =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** A link's onClick that follows it in the page on a plain click and leaves any other click to the browser. */
export const followOnPlainClick =
  (follow: () => void) =>
  (e: Click & { preventDefault(): void }): void => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    follow();
  };
