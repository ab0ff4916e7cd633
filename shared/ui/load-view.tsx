import type { ReactNode } from 'react';
import { useLoadError, useT } from '../runtime/context';
import { Button, Spinner } from './button';
import type { LoadState } from './use-load';

export interface LoadViewProps<T> {
  state: LoadState<T>;
  /** The widget's block class: the views are `${block}__loading` and `${block}__error`. */
  block: string;
  /** The error sentence (announced); the Retry button follows it when `onRetry` is given. */
  error: ReactNode;
  onRetry?: () => void;
  /** Another way on (a link back), after Retry when there is one. */
  action?: ReactNode;
  /** What the data looks like once it is here (nothing when the caller renders it itself). */
  children?: (data: T) => ReactNode;
}

/** The one loading / error-with-Retry / ready view for data from `useLoad`. */
export function LoadView<T>({ state, block, error, onRetry, action, children }: LoadViewProps<T>) {
  const { t } = useT();
  const failed = useLoadError<HTMLDivElement>(state.status === 'error');
  if (state.status === 'ready') return <>{children?.(state.data)}</>;
  if (state.status === 'loading') {
    return (
      <div className={`${block}__loading`} aria-busy="true">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  return (
    <div className={`${block}__error`} ref={failed} data-load-error="">
      <p role="alert">{error}</p>
      {onRetry && (
        <Button kind="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
      {action}
    </div>
  );
}
