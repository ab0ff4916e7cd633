import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CopyButton } from '../../../widgets/cabinet/copy-button';
import { renderWith } from '../../support/render';
import { fakeClipboard } from '../../support/clipboard';
import { fakeServices } from '../../support/services';

const writeText = fakeClipboard();

// "Copied" reads for 1 s on every copy control of the product (the home page's copy widget too), however the
// player holds the button.
describe('cabinet copy button', () => {
  it('reads "Copied" for 1 s, hovered and focused alike, then "Copy" again', async () => {
    renderWith(
      <CopyButton text="NOVA-42" label="Copy" copiedLabel="Copied" what="Own promo code" />,
      fakeServices({ config: { locale: 'en' } }).services,
    );
    const button = screen.getByRole('button');
    fireEvent.mouseEnter(button);
    button.focus();
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(writeText).toHaveBeenCalledWith('NOVA-42');
    expect(button.textContent).toBe('Copied');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(button.textContent).toBe('Copied');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button.textContent).toBe('Copy');
    expect(document.activeElement).toBe(button);
  });
});
