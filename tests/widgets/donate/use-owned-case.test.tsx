import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOwnedCase } from '../../../widgets/donate/cases/use-owned-case';
import { renderWith } from '../../support/render';
import { fakeServices } from '../../support/services';

function Probe() {
  const { opened, open } = useOwnedCase(null, false);
  return opened === null ? <button onClick={() => open(11)}>Open now</button> : <p>roulette {opened}</p>;
}

describe('donate: the roulette in the case page', () => {
  it('hears case:closed only while the roulette is in its place, so Back stays on the page then only', async () => {
    const { services } = fakeServices({ config: { locale: 'en', apiToken: 'tok' } });
    renderWith(<Probe />, services);
    expect(services.bus.emit('case:closed', {})).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Open now' }));
    await screen.findByText('roulette 11');
    let heard = false;
    act(() => void (heard = services.bus.emit('case:closed', {})));
    expect(heard).toBe(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open now' })).toBeTruthy());
    expect(services.bus.emit('case:closed', {})).toBe(false);
  });
});
