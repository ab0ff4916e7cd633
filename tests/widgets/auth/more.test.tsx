import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { click, ready, setup } from './helpers';

// The auth forms besides the first sign-in step are a part of their own (widgets/auth/later-forms.ts). Counted
// here: the factory runs at each import that reaches the module.
const part = vi.hoisted(() => ({ imports: 0, fail: true }));
vi.mock('../../../widgets/auth/later-forms', async (importOriginal) => {
  part.imports++;
  if (part.fail) throw new Error('chunk failed');
  return importOriginal();
});

describe('auth widget: the other forms come with the first touch', () => {
  it('are not loaded before; a failed load shows the network message with Retry in the form’s place', async () => {
    const { log } = setup();
    await ready();
    expect(part.imports).toBe(0);

    fireEvent.pointerDown(screen.getByLabelText('E-mail or login', { exact: true }));
    await waitFor(() => expect(part.imports).toBe(1));
    await click('Forgot password?');
    expect((await screen.findByRole('alert')).textContent).toBe('The server did not answer. Try again in a minute.');
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringContaining('loading the other auth forms failed'),
      expect.anything(),
    );

    part.fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement!.textContent).toBe('Reset your password'));
    expect(part.imports).toBe(2);
  });
});
