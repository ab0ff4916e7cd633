import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import cabinet from '../../../widgets/cabinet/index';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';
import { routes } from './fixtures';

// The profile's eye hid the login, and the player's line above the tabs still showed it.
describe('cabinet: the player line follows the profile eye', () => {
  it('hiding the login masks it on the player line too, as the profile masks it; showing brings it back', async () => {
    const fake = fakeServices({ config: { locale: 'en', apiToken: 'tok' }, routes: routes() });
    vi.mocked(fake.nav.hash).mockReturnValue('');
    const { container } = renderWidget(cabinet, {}, fake.services);
    await screen.findByTestId('own-promo');
    const line = container.querySelector<HTMLElement>('.wgt-cabinet__me')!;
    expect(within(line).getByText('player')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hide: Login' }));
    const row = screen.getByRole('button', { name: 'Show: Login' }).closest('.wgt-secret')!;
    expect(row.textContent).not.toContain('player');
    expect(line.textContent).not.toContain('player');
    // The same mask and the same spoken word as the profile's.
    const masked = line.querySelector('.wgt-secret__value')!;
    expect(masked.textContent).toBe(row.querySelector('.wgt-secret__value')!.textContent);
    expect(masked.textContent).toContain('hidden');

    fireEvent.click(screen.getByRole('button', { name: 'Show: Login' }));
    expect(within(line).getByText('player')).toBeTruthy();
    // The e-mail's eye is its own: hiding it leaves the login on the line.
    fireEvent.click(screen.getByRole('button', { name: 'Hide: E-mail' }));
    expect(within(line).getByText('player')).toBeTruthy();
  });
});
