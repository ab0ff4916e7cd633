import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../runtime/context';
import { lockScroll } from './scroll-lock';
import { useUid } from './use-uid';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** Blocks Escape, the backdrop and the close button (while a payment is pending). */
  locked?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** An accessible dialog: focus moves in and is trapped, Escape and the backdrop close it, focus returns on close. */
export function Modal({ open, title, onClose, children, locked = false }: ModalProps) {
  const { t } = useT();
  const id = useUid();
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const isLocked = useRef(locked);
  isLocked.current = locked;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const release = lockScroll(document);
    (box.current?.querySelector<HTMLElement>(FOCUSABLE) ?? box.current)?.focus();
    const keyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape' && !isLocked.current) close.current();
      if (e.key !== 'Tab' || !box.current) return;
      const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return e.preventDefault();
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const wrapTo = e.shiftKey
        ? document.activeElement === first
          ? last
          : null
        : document.activeElement === last
          ? first
          : null;
      if (wrapTo) {
        e.preventDefault();
        wrapTo.focus();
      }
    };
    document.addEventListener('keydown', keyDown);
    return () => {
      document.removeEventListener('keydown', keyDown);
      release();
      previous?.focus?.();
    };
  }, [open]);

  // Content that replaces the focused control (Buy → "Purchase complete") would drop the focus to <body>, out of
  // the dialog: it goes back to the dialog itself, in the same commit.
  useLayoutEffect(() => {
    const doc = box.current?.ownerDocument;
    if (doc && (doc.activeElement === doc.body || doc.activeElement === null)) box.current?.focus();
  });

  if (!open) return null;
  return createPortal(
    <div className="wgt-modal" onMouseDown={(e) => e.target === e.currentTarget && !locked && onClose()}>
      <div
        ref={box}
        className="wgt-modal__box"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
      >
        <div className="wgt-modal__head">
          <h2 className="wgt-modal__title" id={`${id}-title`}>
            {title}
          </h2>
          <button
            type="button"
            className="wgt-modal__close"
            aria-label={t('common.close')}
            disabled={locked}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
