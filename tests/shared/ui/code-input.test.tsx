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
});
