import { fireEvent, render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServicesContext } from '../../../shared/runtime/context';
import { LoadView } from '../../../shared/ui/load-view';
import { useLoad } from '../../../shared/ui/use-load';
import { fakeServices } from '../../support/services';

function Shows({ load, notFound }: { load: () => Promise<string>; notFound?: boolean }) {
  const { state, retry } = useLoad(load, [load]);
  return (
    <LoadView state={state} block="wgt-test" error="failed to load" onRetry={retry} notFound={notFound}>
      {(text) => <p>{text}</p>}
    </LoadView>
  );
}

function mountPoint() {
  // A mount point as the mounter leaves it after the first render.
  const mount = document.createElement('div');
  mount.dataset.widget = 'test';
  mount.dataset.widgetState = 'ready';
  document.body.append(mount);
  return mount;
}

describe('data-widget-state while a load error shows', () => {
  it('stays "ready" for a not-found answer: the widget shows a valid state, nothing failed to load', async () => {
    const { services } = fakeServices({ config: { locale: 'en' } });
    const mount = mountPoint();
    render(
      <ServicesContext.Provider value={services}>
        <Shows load={() => Promise.reject(new Error('404'))} notFound />
      </ServicesContext.Provider>,
      { container: mount },
    );
    await within(mount).findByRole('alert');
    expect(mount.dataset.widgetState).toBe('ready');
    expect(mount.querySelector('[data-load-error]')).toBeNull();
    mount.remove();
  });

  it('is "error" while the widget shows its load error and "ready" again once the data is in', async () => {
    let fail = true;
    const load = () => (fail ? Promise.reject(new Error('500')) : Promise.resolve('here'));
    const { services } = fakeServices({ config: { locale: 'en' } });
    // A mount point as the mounter leaves it after the first render.
    const mount = document.createElement('div');
    mount.dataset.widget = 'test';
    mount.dataset.widgetState = 'ready';
    document.body.append(mount);
    render(
      <ServicesContext.Provider value={services}>
        <Shows load={load} />
      </ServicesContext.Provider>,
      { container: mount },
    );
    const view = within(mount);
    await view.findByRole('alert');
    expect(mount.dataset.widgetState).toBe('error');
    fail = false;
    fireEvent.click(view.getByRole('button', { name: 'Retry' }));
    await view.findByText('here');
    expect(mount.dataset.widgetState).toBe('ready');
    mount.remove();
  });
});
