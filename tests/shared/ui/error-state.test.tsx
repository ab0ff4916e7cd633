import { fireEvent, render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServicesContext } from '../../../shared/runtime/context';
import { LoadView } from '../../../shared/ui/load-view';
import { useLoad } from '../../../shared/ui/use-load';
import { fakeServices } from '../../support/services';

function Shows({ load }: { load: () => Promise<string> }) {
  const { state, retry } = useLoad(load, [load]);
  return (
    <LoadView state={state} block="wgt-test" error="failed to load" onRetry={retry}>
      {(text) => <p>{text}</p>}
    </LoadView>
  );
}

describe('data-widget-state while a load error shows', () => {
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
