import { waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useServices } from '../../../shared/runtime/context';
import { defineWidget } from '../../../shared/runtime/define';
import { renderFailure, renderWidget } from '../../../shared/runtime/widget-root';
import { fakeServices } from '../../support/services';

const unmounts: (() => void)[] = [];
afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));

function mountPoint(html = '<b>server markup</b>') {
  document.body.innerHTML = `<div data-widget="x">${html}</div><p id="neighbour">host</p>`;
  return document.querySelector<HTMLElement>('[data-widget]')!;
}

describe('renderWidget', () => {
  it('renders a Component in a root of its own, on screen at once, with its services and props', () => {
    const el = mountPoint();
    const { services } = fakeServices();
    const Shows = defineWidget<{ who: string }>({
      name: 'x',
      Component: ({ who }) => <p>{`${useServices().config.productName} ${who}`}</p>,
    });
    const unmount = renderWidget(el, Shows as never, { who: 'Ann' }, services);
    expect(el.innerHTML).toBe('<p>Nova RP Ann</p>');
    unmount();
    expect(el.innerHTML).toBe('');
  });

  it('runs an enhancer on the markup as it is and gives back its cleanup', () => {
    const el = mountPoint();
    const cleanup = vi.fn();
    const enhance = vi.fn(() => cleanup);
    const { services } = fakeServices();
    const unmount = renderWidget(el, defineWidget({ name: 'x', enhance }), { a: 1 }, services);
    expect(enhance).toHaveBeenCalledWith({ el, props: { a: 1 }, services });
    expect(el.innerHTML).toBe('<b>server markup</b>');
    unmount();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('isolates a Component that throws while rendering: the fallback, marked failed, logged; the page goes on', async () => {
    const el = mountPoint();
    const { services } = fakeServices();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = defineWidget({
      name: 'x',
      Component() {
        const [boom] = useState(true);
        if (boom) throw new Error('render exploded');
        return null;
      },
    });
    unmounts.push(renderWidget(el, Broken, {}, services));
    await waitFor(() => expect(el.querySelector('[role="alert"]')!.textContent).toMatch(/не загрузился/));
    expect(el.dataset.widgetState).toBe('failed');
    expect(vi.mocked(services.log.error)).toHaveBeenCalledWith('render exploded', expect.any(Error));
    expect(document.getElementById('neighbour')!.textContent).toBe('host');
    vi.restoreAllMocks();
  });

  it('throws for a definition with neither Component nor enhance', () => {
    const { services } = fakeServices();
    expect(() => renderWidget(mountPoint(), defineWidget({ name: 'x' }), {}, services)).toThrow(
      'definition has neither Component nor enhance',
    );
  });
});

describe('renderFailure', () => {
  it('puts the fallback in place of the markup, marks it failed and logs the reason', () => {
    const el = mountPoint();
    const { services } = fakeServices();
    const unmount = renderFailure(el, services, new Error('chunk failed to load'));
    expect([el.dataset.widgetState, el.querySelectorAll('b').length]).toEqual(['failed', 0]);
    expect(el.querySelector('.wgt-fallback[role="alert"]')!.textContent).toBe(services.i18n.t('common.widgetFailed'));
    expect(vi.mocked(services.log.error)).toHaveBeenCalledWith('chunk failed to load', expect.any(Error));
    unmounts.push(renderFailure(mountPoint(), services, 'plain reason'));
    expect(vi.mocked(services.log.error)).toHaveBeenLastCalledWith('plain reason', 'plain reason');
    unmount();
  });
});
