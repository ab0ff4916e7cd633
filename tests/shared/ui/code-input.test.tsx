import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput } from '../../../shared/ui/code-input';
import { renderWith } from '../../support/render';
import { fakeServices } from '../../support/services';

function Harness({ onComplete }: { onComplete: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <CodeInput label="Code" value={value} onChange={setValue} onComplete={onComplete} />
      <output>{value}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('CodeInput', () => {
  it('has six labelled boxes in one group', () => {
    renderWith(<Harness onComplete={() => {}} />, fakeServices().services);
    expect(screen.getByRole('group', { name: 'Code' })).toBeTruthy();
    expect(boxes()).toHaveLength(6);
  });

  it('advances on typing, ignores non-digits and completes once at six', () => {
    const done = vi.fn();
    renderWith(<Harness onComplete={done} />, fakeServices().services);
    fireEvent.change(boxes()[0]!, { target: { value: 'a' } });
    expect(document.querySelector('output')!.textContent).toBe('');
    for (const [i, d] of ['1', '2', '3', '4', '5'].entries()) fireEvent.change(boxes()[i]!, { target: { value: d } });
    expect(document.activeElement).toBe(boxes()[5]);
    expect(done).not.toHaveBeenCalled();
    fireEvent.change(boxes()[5]!, { target: { value: '6' } });
    expect(document.querySelector('output')!.textContent).toBe('123456');
    expect(done).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledWith('123456');
  });

  it('goes back on Backspace, clearing the previous box', () => {
    renderWith(<Harness onComplete={() => {}} />, fakeServices().services);
    fireEvent.change(boxes()[0]!, { target: { value: '1' } });
    fireEvent.change(boxes()[1]!, { target: { value: '2' } });
    fireEvent.keyDown(boxes()[2]!, { key: 'Backspace' });
    expect(document.querySelector('output')!.textContent).toBe('1');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('fills every box from a pasted code', () => {
    const done = vi.fn();
    renderWith(<Harness onComplete={done} />, fakeServices().services);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => ' 654-321 ' } });
    expect(document.querySelector('output')!.textContent).toBe('654321');
    expect(done).toHaveBeenCalledWith('654321');
  });

  it('a new full code pasted or typed over a full one completes again; one corrected digit does not', () => {
    const done = vi.fn();
    renderWith(<Harness onComplete={done} />, fakeServices().services);
    const paste = (text: string) => fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => text } });
    paste('111111');
    expect(done).toHaveBeenLastCalledWith('111111');
    paste('222222');
    expect(done).toHaveBeenCalledTimes(2);
    expect(done).toHaveBeenLastCalledWith('222222');
    fireEvent.keyDown(boxes()[2]!, { key: '9' });
    expect(document.querySelector('output')!.textContent).toBe('229222');
    expect(done).toHaveBeenCalledTimes(2);
    // Typing a whole code over the full boxes, even digits equal to the old ones, completes once at the end.
    for (const [i, d] of ['2', '4', '6', '8', '0', '2'].entries()) fireEvent.keyDown(boxes()[i]!, { key: d });
    expect(document.querySelector('output')!.textContent).toBe('246802');
    expect(done).toHaveBeenCalledTimes(3);
    expect(done).toHaveBeenLastCalledWith('246802');
  });
});
