import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The question, in place of the button: "Swap for 400 coins?". */
  question: string;
  yes: string;
  cancel: string;
  onConfirm: () => void;
}

/**
 * A button for an action that cannot be undone (a prize swap: docs/widgets/roulette.md, "Swap"): a tap turns
 * it, in place, into the question with Yes and Cancel (focus on Yes; Cancel gives the button back, focused).
 * No dialog: the player's place on the page stays where it was.
 */
export function ConfirmButton({ question, yes, cancel, onConfirm, children, ...button }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const yesRef = useRef<HTMLButtonElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  useEffect(() => {
    if (asking) yesRef.current?.focus();
    else if (answered.current) buttonRef.current?.focus();
  }, [asking]);
  if (asking) {
    return (
      <span className="wgt-confirm" role="group" aria-label={question}>
        <span className="wgt-confirm__question">{question}</span>
        <Button
          ref={yesRef}
          className="wgt-confirm__yes"
          onClick={() => {
            answered.current = true;
            setAsking(false);
            onConfirm();
          }}
        >
          {yes}
        </Button>
        <Button
          kind="ghost"
          className="wgt-confirm__cancel"
          onClick={() => {
            answered.current = true;
            setAsking(false);
          }}
        >
          {cancel}
        </Button>
      </span>
    );
  }
  return (
    <Button kind="secondary" {...button} ref={buttonRef} onClick={() => setAsking(true)}>
      {children as ReactNode}
    </Button>
  );
}
