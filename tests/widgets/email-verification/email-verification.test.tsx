import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import widget from '../../../widgets/email-verification/index';
import { RESULT_DELAY_MS } from '../../../widgets/email-verification/email-verification';
import type { Reply } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';

afterEach(() => void vi.useRealTimers());

function setup(query: string, reply: Reply | (() => Reply) = { body: { data: { message: 'ok' } } }) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const fake = fakeServices({
    config: { locale: 'en' },
    routes: { 'POST /api/v1/auth/email/verify': typeof reply === 'function' ? reply : () => reply },
  });
  vi.mocked(fake.nav.search).mockReturnValue(new URLSearchParams(query));
  const view = renderWidget(widget, {}, fake.services);
  return { ...fake, view };
}
const settle = async (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('e-mail verification', () => {
  it('does nothing without a token', async () => {
    const { requests, view } = setup('');
    await settle(5000);
    expect(requests).toHaveLength(0);
    expect(view.container.innerHTML).toBe('');
  });

  it('shows loading, sends {token}, and 2 s after the answer shows success', async () => {
    expect(RESULT_DELAY_MS).toBe(2000);
    const { requests } = setup('token=good-token');
    expect(screen.getByRole('status').textContent).toContain('Confirming your e-mail');
    await settle(0);
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/v1/auth/email/verify', { token: 'good-token' }],
    ]);
    await settle(1800);
    expect(screen.getByRole('status').textContent).toContain('Confirming');
    await settle(300);
    expect(screen.getByRole('heading', { name: 'E-mail confirmed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the cabinet' }).getAttribute('href')).toBe('/en/cabinet');
  });

  it('takes the token out of the address bar once read, and still verifies it', async () => {
    const { nav, requests } = setup('token=good-token');
    await settle(0);
    expect(nav.forgetQuery).toHaveBeenCalledWith('token');
    expect(requests.map((r) => r.body)).toEqual([{ token: 'good-token' }]);
  });

  it.each<[string, Reply]>([
    ['422 used token', { status: 422, body: { message: 'used' } }],
    ['404 unknown token', { status: 404, body: { message: 'invalid' } }],
    ['500', { status: 500, body: {} }],
    ['network failure', 'network'],
  ])('any failure (%s) shows the error block after 2 s', async (_, reply) => {
    setup('token=used-token', reply);
    await settle(1000);
    expect(screen.queryByRole('alert')).toBeNull();
    await settle(1100);
    expect(screen.getByRole('alert').textContent).toContain('The e-mail could not be confirmed');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en/');
  });
});
