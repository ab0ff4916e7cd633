import { Button } from '../../shared/ui/button';
import { useUid } from '../../shared/ui/use-uid';
import { useCopy } from '../../shared/ui/use-copy';

/** Copies `text`; its label reads `copied` for 1 s (shared/ui/use-copy.ts), announced politely. */
export function CopyButton({
  text,
  label,
  copiedLabel,
  what,
}: {
  text: string;
  label: string;
  copiedLabel: string;
  what: string;
}) {
  const [copy, copied] = useCopy();
  const id = useUid();
  return (
    <>
      <Button
        kind="ghost"
        className={`wgt-copy${copied ? ' wgt-copy--done' : ''}`}
        aria-describedby={id}
        onClick={() => void copy(text)}
      >
        {copied ? copiedLabel : label}
      </Button>
      <span id={id} className="wgt-visually-hidden" aria-live="polite">
        {copied ? copiedLabel : what}
      </span>
    </>
  );
}
