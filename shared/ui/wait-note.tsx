import { useEffect, useState } from 'react';
import { useServices, useT } from '../runtime/context';

/** How long an answer may take before the wait speaks: "the server is taking longer than usual…". */
export const SLOW_WAIT_MS = 4000;

/** True once `waiting` has held for SLOW_WAIT_MS; each wait counts from its own start. */
export function useSlowWait(waiting: boolean): boolean {
  const { clock } = useServices();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    return waiting ? clock.timeout(() => setSlow(true), SLOW_WAIT_MS) : undefined;
  }, [clock, waiting]);
  return waiting && slow;
}

/**
 * Mounted while an answer is awaited (the house Button does it while `waiting`, by default while busy): nothing at
 * first, then after SLOW_WAIT_MS a visible, announced note. The failure that may follow (the client gives up after
 * HTTP_TIMEOUT_MS) is the caller's to show.
 */
export function WaitNote() {
  const { t } = useT();
  return useSlowWait(true) ? (
    <span className="wgt-wait" role="status">
      {t('common.slow')}
    </span>
  ) : null;
}
