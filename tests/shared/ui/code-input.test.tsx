import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput } from '../../../shared/ui/code-input';
import { renderWith } from '../../support/render';
import { fakeServices } from '../../support/services';

function Harness({ onComplete, error }: { onComplete: (v: string) => void; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <CodeInput label="Code" value={value} onChange={setValue} onComplete={onComplete} error={error} />
      <button type="button">Confirm</button>
      <output>{value}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement;
const shown = () => [...document.querySelectorAll('.wgt-code__box')].map((b) => b.textContent).join('');
const type = (value: string) => fireEvent.change(field(), { target: { value } });

describe('CodeInput', () => {
  it('is one labelled field (one Tab stop, one name), filled by one-time-code autofill, drawn as six boxes', () => {
    renderWith(<Harness onComplete={() => {}} />, fakeServices().services);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(field().autocomplete).toBe('one-time-code');
    expect(field().inputMode).toBe('numeric');
    expect(document.querySelectorAll('.wgt-code__box')).toHaveLength(6);
    // The boxes are drawing only: nothing in them is focusable or read out twice.
    for (const box of document.querySelectorAll('.wgt-code__box')) expect(box.getAttribute('aria-hidden')).toBe('true');
  });

  it('drops what is not a digit, shows each digit in its box and completes once at six', () => {
    const done = vi.fn();
    renderWith(<Harness onComplete={done} />, fakeServices().services);
    type('1a2 3-');
    expect(field().value).toBe('123');
    expect(shown()).toBe('123');
    type('12345');
    expect(done).not.toHaveBeenCalled();
    type('123456');
    expect(document.querySelector('output')!.textContent).toBe('123456');
    expect(done).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledWith('123456');
  });

  it('a pasted code with spaces or a dash fills every box', () => {
    const done = vi.fn();
    renderWith(<Harness onComplete={done} />, fakeServices().services);
    type(' 654-321 ');
    expect(shown()).toBe('654321');
    expect(done).toHaveBeenCalledWith('654321');
  });

  it('a digit typed or a code pasted after a full code starts a new code', () => {
    const done = vi.fn();
    renderWith(<Harness onComplete={done} />, fakeServices().services);
    type('111111');
    type('1111117');
    expect(shown()).toBe('7');
    type('7');
    type('7654321');
    expect(shown()).toBe('765432');
    type('765432' + '123456');
    expect(shown()).toBe('123456');
    expect(done).toHaveBeenLastCalledWith('123456');
  });

  it('any edit to a new full code completes again; the same code does not', () => {
    const done = vi.fn();
    renderWith(<Harness onComplete={done} />, fakeServices().services);
    type('111111');
    type('222222');
    expect(done).toHaveBeenCalledTimes(2);
    type('22922');
    type('229222');
    expect(done).toHaveBeenCalledTimes(3);
    expect(done).toHaveBeenLastCalledWith('229222');
    type('229222');
    expect(done).toHaveBeenCalledTimes(3);
  });

  it('the error is tied to the field (aria-invalid, aria-describedby)', () => {
    renderWith(<Harness onComplete={() => {}} error="Invalid code" />, fakeServices().services);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    const described = field().getAttribute('aria-describedby');
    expect(document.getElementById(described!)?.textContent).toBe('Invalid code');
  });

  it('focus selects the code, so typing starts a new one', () => {
    renderWith(<Harness onComplete={() => {}} />, fakeServices().services);
    type('123456');
    field().focus();
    expect([field().selectionStart, field().selectionEnd]).toEqual([0, 6]);
  });
});

describe('CodeInput after a refusal', () => {
  it('selects the refused code where the focus is, so typing starts a new one', () => {
    function Refused() {
      const [invalid, setInvalid] = useState(false);
      return (
        <>
          <CodeInput label="Code" value="123456" onChange={() => {}} invalid={invalid} />
          <button type="button" onClick={() => setInvalid(true)}>
            refuse
          </button>
        </>
      );
    }
    renderWith(<Refused />, fakeServices().services);
    field().focus();
    field().setSelectionRange(6, 6);
    fireEvent.click(screen.getByRole('button', { name: 'refuse' }));
    expect(document.activeElement).toBe(field());
    expect([field().selectionStart, field().selectionEnd]).toEqual([0, 6]);
  });
});
