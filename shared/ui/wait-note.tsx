import { useEffect, useState } from 'react';
import { useServices, useT } from '../runtime/context';

/** How long an answer may take before the wait speaks (issue 33): "the server is taking longer than usual…". */
export const SLOW_WAIT_MS = 4000;

/**
 * Mounted while an answer is awaited (the house Button does it while `waiting`, by default while busy): nothing at
 * first, then after SLOW_WAIT_MS a visible, announced note. The failure that may follow (the client gives up after
 * HTTP_TIMEOUT_MS) is the caller's to show.
 */
export function WaitNote() {
  const { clock } = useServices();
  const { t } = useT();
  const [slow, setSlow] = useState(false);
  useEffect(() => clock.timeout(() => setSlow(true), SLOW_WAIT_MS), [clock]);
  return slow ? (
    <span className="wgt-wait" role="status">
      {t('common.slow')}
    </span>
  ) : null;
}
