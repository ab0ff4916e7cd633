import { useCallback, useEffect, useState } from 'react';
import { casesEndpoints } from '../../../shared/api/endpoints/cases';
import type { UserCase } from '../../../shared/api/schemas/cases';
import { useEndpoints, useServices } from '../../../shared/runtime/context';
import { useLoad } from '../../../shared/ui/use-load';

/** The player's copies of a case: its user case, the one the roulette opens (`count` is what it shows left). */
export const ownedCase = (list: readonly UserCase[], caseId: number): UserCase | null =>
  list.find((u) => u.case.id === caseId && u.count > 0) ?? null;

/**
 * "Открыть сейчас (N)" (docs/widgets/donate.md, "Open now"): the player's copies of a case, and the way to the
 * roulette in place: `open` emits `case:open-requested` and sets `opened`, for which the page renders the
 * roulette's mount point; the roulette's Back (`case:closed`) clears it and reads the count again.
 */
export function useOwnedCase(caseId: number | null, enabled: boolean) {
  const { bus } = useServices();
  const cases = useEndpoints(casesEndpoints);
  const read = useCallback(
    () => (caseId === null ? Promise.resolve(null) : cases.userCases().then((list) => ownedCase(list, caseId))),
    [cases, caseId],
  );
  const { state, refresh } = useLoad(read, [read], enabled && caseId !== null);
  const [opened, setOpened] = useState<number | null>(null);
  const open = useCallback(
    (userCaseId: number) => {
      bus.emit('case:open-requested', { userCaseId });
      setOpened(userCaseId);
    },
    [bus],
  );
  // Heard only while the roulette is in the page's place: the bus tells its Back to stay on the page.
  const showsCase = opened !== null;
  useEffect(() => {
    if (!showsCase) return;
    return bus.on('case:closed', () => {
      setOpened(null);
      refresh();
    });
  }, [bus, showsCase, refresh]);
  return { owned: state.status === 'ready' ? state.data : null, read, refresh, opened, open };
}

/** The roulette in the page's place (as the cabinet renders it), keyed so a new case mounts afresh. */
export function RouletteMount({ userCaseId }: { userCaseId: number }) {
  return (
    <div
      key={userCaseId}
      className="wgt-donate__roulette"
      data-widget="roulette"
      data-user-case-id={userCaseId}
      data-from="shop"
    />
  );
}
