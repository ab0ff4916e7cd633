import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../shared/ui/button';
import { useAction } from '../../../shared/ui/use-action';
import { renderWith } from '../../support/render';
import { fakeServices } from '../../support/services';

function SaveForm({ work, onSubmit }: { work: () => Promise<void>; onSubmit: () => void }) {
  const [run, { pending }] = useAction(work);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
    void run();
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="Name" />
      <Button type="submit" busy={pending}>
        Save
      </Button>
    </form>
  );
}

describe('Button', () => {
  it('busy: keeps keyboard focus, is aria-disabled, and a second click or Enter sends nothing', async () => {
    let release!: () => void;
    const work = vi.fn(() => new Promise<void>((r) => (release = r)));
    const onSubmit = vi.fn();
    renderWith(<SaveForm work={work} onSubmit={onSubmit} />, fakeServices().services);
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    button.focus();
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(work).toHaveBeenCalledTimes(1);
    await act(async () => release());
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('disabled (not busy) is a real disabled button with the shared disabled look', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Buy
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Buy' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Button disabled while focused', () => {
  function Less() {
    const [n, setN] = useState(2);
    return (
      <>
        <Button disabled={n <= 1} onClick={() => setN(n - 1)}>
          Fewer
        </Button>
        <output>{n}</output>
        <input aria-label="Next" />
      </>
    );
  }

  it('keeps the focus, aria-disabled and inert to clicks, until the focus leaves; then it is disabled', () => {
    render(<Less />);
    const fewer = screen.getByRole('button', { name: 'Fewer' }) as HTMLButtonElement;
    fewer.focus();
    fireEvent.focus(fewer);
    fireEvent.click(fewer);
    expect(screen.getByRole('status').textContent).toBe('1');
    expect(document.activeElement).toBe(fewer);
    expect(fewer.disabled).toBe(false);
    expect(fewer.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(fewer);
    expect(screen.getByRole('status').textContent).toBe('1');
    act(() => screen.getByRole('textbox', { name: 'Next' }).focus());
    fireEvent.blur(fewer);
    expect(fewer.disabled).toBe(true);
  });
});
