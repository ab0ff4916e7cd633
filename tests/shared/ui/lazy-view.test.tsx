import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../../../shared/ui/lazy-part';
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

describe('lazyPart (the one part loader)', () => {
  it('imports once for every caller, again after a failure, and gives the module at once after', async () => {
    const failure = new Error('chunk 404');
    const importPart = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue({ n: 1 });
    const part = lazyPart(importPart);
    expect(part.loaded()).toBeUndefined();
    await expect(Promise.all([part.load(), part.load()])).rejects.toBe(failure);
    expect(importPart).toHaveBeenCalledTimes(1);
    await expect(part.load()).resolves.toEqual({ n: 1 });
    await part.load();
    expect(importPart).toHaveBeenCalledTimes(2);
    expect(part.loaded()).toEqual({ n: 1 });
  });
});
