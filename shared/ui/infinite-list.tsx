import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../runtime/context';
import { Button, Spinner } from './button';
import type { ListStatus } from './infinite-list-state';
import { infiniteList } from './infinite-list.messages';

export interface InfiniteListProps {
  status: ListStatus;
  /** Asks for the next page (also the retry after an error). */
  onMore: () => void;
  children: ReactNode;
  /** Texts instead of the defaults ('No more results!', 'Oops, something went wrong!'). */
  completeText?: string;
  errorText?: string;
  className?: string;
}

/**
 * A list that loads more as its end scrolls into view (IntersectionObserver on a sentinel), with a
 * "load more" button for keyboard users and browsers without the observer. The footer says when the
 * list is complete, or that loading failed, with a retry.
 */
export function InfiniteList({ status, onMore, children, completeText, errorText, className }: InfiniteListProps) {
  const { t } = useT(infiniteList);
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;

  // Re-observed after every page: a short page leaves the sentinel in view, and only a new
  // observation reports it, so the next page follows without the player scrolling.
  useEffect(() => {
    const el = sentinel.current;
    if (status !== 'loaded' || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more.current(), {
      rootMargin: '0px 0px 200px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [status]);

  return (
    <div
      className={`wgt-infinite${className ? ` ${className}` : ''}`}
      aria-busy={status === 'loading'}
      data-status={status}
    >
      {children}
      <div ref={sentinel} className="wgt-infinite__sentinel" aria-hidden="true" />
      <div className="wgt-infinite__footer" aria-live="polite">
        {status === 'loading' && <Spinner label={t('infiniteList.loading')} />}
        {status === 'loaded' && (
          <Button kind="secondary" className="wgt-infinite__more" onClick={() => onMore()}>
            {t('infiniteList.more')}
          </Button>
        )}
        {status === 'complete' && <p className="wgt-infinite__end">{completeText ?? t('infiniteList.complete')}</p>}
        {status === 'error' && (
          <>
            <p className="wgt-infinite__error" role="alert">
              {errorText ?? t('infiniteList.error')}
            </p>
            <Button kind="secondary" className="wgt-infinite__retry" onClick={() => onMore()}>
              {t('common.retry')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
