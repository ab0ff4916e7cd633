import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../../shared/runtime/context';

/** How long the figures must stay put before they are said: a slider held or keys typed say nothing meanwhile. */
export const SETTLE_MS = 1000;

/**
 * What a live region says about `lines` (label and value): once they have not changed for SETTLE_MS, the lines
 * whose value differs from the last said, as "label: value. label: value". The first figures are the page's own
 * (read with it), never said. Re-reading the whole summary on every keystroke drowned the field being typed.
 */
export function useSettledSpeech(lines: readonly (readonly [label: string, value: string])[]): string {
  const { clock } = useServices();
  const said = useRef<Map<string, string> | undefined>(undefined);
  const [speech, setSpeech] = useState('');
  const key = JSON.stringify(lines);
  useEffect(() => {
    if (!said.current) {
      said.current = new Map(lines);
      return;
    }
    return clock.timeout(() => {
      const last = said.current!;
      const changed = lines.filter(([label, value]) => last.get(label) !== value);
      said.current = new Map(lines);
      if (changed.length) setSpeech(changed.map(([label, value]) => `${label}: ${value}`).join('. '));
    }, SETTLE_MS);
    // The lines are compared by their text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return speech;
}
