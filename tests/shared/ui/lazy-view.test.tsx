import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyView } from '../../../shared/ui/lazy-view';
import { renderWith } from '../../support/render';
import { fakeServices } from '../../support/services';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('lazyView (a view whose code is a lazy part)', () => {
  it('shows the spinner, then on a failed import the logged network message with Retry, which loads again', async () => {
    const failure = new Error('chunk 404');
    const load = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(Greeting);
    const Lazy = lazyView<{ name: string }>('the greeting', 'wgt-test', load);
    const { services, log } = fakeServices({ config: { locale: 'en' } });
    const { container } = renderWith(<Lazy name="Ann" />, services);
    expect(container.querySelector('.wgt-test__loading[aria-busy="true"]')).not.toBeNull();
    expect((await screen.findByRole('alert')).textContent).toBe('The server did not answer. Try again in a minute.');
    expect(log.warn).toHaveBeenCalledWith('loading the greeting failed', failure);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByText('Hello, Ann')).tagName).toBe('P');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('once in, renders at once on every later mount without importing again', async () => {
    const load = vi.fn().mockResolvedValue(Greeting);
    const Lazy = lazyView<{ name: string }>('the greeting', 'wgt-test', load);
    const { services } = fakeServices({ config: { locale: 'en' } });
    const first = renderWith(<Lazy name="Ann" />, services);
    await screen.findByText('Hello, Ann');
    first.unmount();
    const { container } = renderWith(<Lazy name="Bob" />, services);
    expect(container.textContent).toBe('Hello, Bob');
    expect(container.querySelector('.wgt-test__loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
