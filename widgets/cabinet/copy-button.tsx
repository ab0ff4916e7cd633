import { Button } from '../../shared/ui/button';
import { useUid } from '../../shared/ui/use-uid';
import { useCopy } from '../../shared/ui/use-copy';

/** Copies `text`; its label reads `copied` for 1 s, and on while hovered or focused, announced politely. */
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
  const [copy, copied, hold] = useCopy();
  const id = useUid();
  return (
    <>
      <Button
        kind="ghost"
        className={`wgt-copy${copied ? ' wgt-copy--done' : ''}`}
        aria-describedby={id}
        onClick={() => void copy(text)}
        onMouseEnter={() => hold('pointer', true)}
        onMouseLeave={() => hold('pointer', false)}
        onFocus={() => hold('focus', true)}
        onBlur={() => hold('focus', false)}
      >
        {copied ? copiedLabel : label}
      </Button>
      <span id={id} className="wgt-visually-hidden" aria-live="polite">
        {copied ? copiedLabel : what}
      </span>
    </>
  );
}
