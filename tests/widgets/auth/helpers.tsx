/** Shared by the auth component tests: render the widget against a fake API and drive it like a player. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import authWidget from '../../../widgets/auth/index';
import type { Routes } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';

export const SERVERS = {
  body: {
    data: {
      servers: [
        { id: 1, key: 'one', title: 'Nova One' },
        { id: 2, key: 'two', title: 'Nova Two' },
      ],
    },
  },
};
export const LOGIN = 'POST /api/v1/auth/login';
export const RESET = 'POST /api/v1/auth/resetPassword';
export const REGISTER = 'POST /api/v1/auth/register';

export function setup(routes: Routes = {}, { search = '', token = '', locale = 'en' as 'en' | 'ru' } = {}) {
  const fake = fakeServices({
    routes: { 'GET /api/v1/servers': SERVERS, ...routes },
    config: { locale, apiToken: token },
  });
  fake.services.nav.search = () => new URLSearchParams(search);
  const view = renderWidget(authWidget, {}, fake.services);
  const sent = (key: string) => fake.requests.filter((r) => `${r.method} ${r.path}` === key);
  return { ...fake, view, sent };
}

export const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/**
 * Picks a select option. @testing-library/preact sends `change` as an `input` event, which a select's
 * onChange does not hear, so a native change event follows (React ignores it: the value did not move).
 */
export function choose(select: HTMLElement, value: string) {
  fireEvent.change(select, { target: { value } });
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
/** preact renders on a microtask: let the typed values reach the form before the click, as they would between real events. */
export const flush = () => act(async () => {});
export async function click(name: string) {
  await flush();
  fireEvent.click(screen.getByRole('button', { name }));
}
export const heading = (name: string) => screen.findByRole('heading', { name });
export async function ready() {
  await waitFor(() => expect((field('Server') as unknown as HTMLSelectElement).disabled).toBe(false));
}
export async function fillSignIn(identity = 'Player@Example.com', password = 'password123') {
  await ready();
  choose(field('Server'), 'one');
  type('E-mail or login', identity);
  type('Password', password);
}
/** The two-factor code: one field drawn as six boxes (shared/ui/code-input.tsx), as a one-element list. */
export const codeBoxes = () => [...document.querySelectorAll<HTMLInputElement>('.wgt-code__input')];
