// The files `npm run new:widget -- <name> --kind=form` writes: a widget that changes something. A
// validated field, a submit through useAction (a double click sends one request), the answer checked by
// its schema, a text per refusal (404, 409, 429), the shared trouble texts (offline, no answer, 5xx),
// the new balance on the bus, a sign-in link for visitors; strings in ru, uk and en, tests on both
// flavors, a docs page, a fixture route with seeded codes and its page, and an e2e test. Names as in templates.mjs.
import { fixturePage } from './templates.mjs';

export const formWidgetFiles = (/** @type {import('../new-widget.mjs').Names} */ { name, camel, pascal }) => ({
  [`widgets/${name}/index.tsx`]: `import { type } from 'superstruct';
import { defineWidget } from '../../shared/runtime/define';
import { boolOption } from '../../shared/runtime/options';
import { ${camel} } from './messages';
import { ${pascal}, type ${pascal}Props } from './${name}';

export default defineWidget<${pascal}Props>({
  name: '${name}',
  // A bare data-autofocus puts the cursor in the field when the widget mounts (docs/widgets/${name}.md).
  options: type({ autofocus: boolOption(false) }),
  messages: [${camel}],
  Component: ${pascal},
});
`,
  [`widgets/${name}/api.ts`]: `import { type, type Infer } from 'superstruct';
import type { Client } from '../../shared/api/client';
import { envelope } from '../../shared/api/schemas/common';
import { amount } from '../../shared/api/schemas/offer';

// The endpoint only this widget calls; one that other widgets call too belongs in shared/api/endpoints/.
export const ${pascal}Answer = envelope(type({ premiumCoins: amount() }));
export type ${pascal}Answer = Infer<typeof ${pascal}Answer>;

export const ${camel}Endpoints = (client: Client) => ({
  /** Redeems \`code\`: the player's coin balance after it. */
  redeem: (code: string) =>
    client.send('POST', '/api/v1/${name}', ${pascal}Answer, { body: { code } }).then((r) => r.data),
});
`,
  [`widgets/${name}/${name}.tsx`]: `import { useState, type FormEvent } from 'react';
import { isApiError, troubleText } from '../../shared/api/errors';
import { useEndpoints, useServices, useT } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { FormAlert } from '../../shared/ui/form-alert';
import { useAction } from '../../shared/ui/use-action';
import { useInvalidFocus } from '../../shared/ui/use-invalid-focus';
import { ${camel}Endpoints } from './api';
import { ${camel} } from './messages';

export interface ${pascal}Props {
  /** Puts the cursor in the field when the widget mounts. */
  autofocus: boolean;
}

/** A code: 4 to 32 letters, digits or dashes (typed in any case, sent upper-cased). */
const CODE = /^[A-Z0-9-]{4,32}$/;
/** What each refusal says; any other failure says \`failed\`. */
const REFUSED = { 404: '${camel}.notFound', 409: '${camel}.used', 429: '${camel}.tooMany' } as const;
const refusal = (error: unknown) =>
  isApiError(error) && error.status in REFUSED ? REFUSED[error.status as keyof typeof REFUSED] : '${camel}.failed';

/** For players, the form; a visitor gets a link to the sign-in page instead. */
export function ${pascal}(props: ${pascal}Props) {
  const { session, nav } = useServices();
  const { t } = useT(${camel});
  if (session.signedIn) return <${pascal}Form {...props} />;
  return (
    <p className="wgt-${name}">
      <a href={nav.localePath('/auth')}>{t('${camel}.signIn')}</a>
    </p>
  );
}

function ${pascal}Form({ autofocus }: ${pascal}Props) {
  const { bus, notify, i18n } = useServices();
  const { t } = useT(${camel});
  const api = useEndpoints(${camel}Endpoints);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState('');
  // A refused code takes the player to the field, as every form does (shared/ui/use-invalid-focus.ts).
  const invalid = useInvalidFocus();
  const refuse = (text: string) => {
    setError(text);
    invalid.failed();
  };

  const [redeem, { pending }] = useAction(async () => {
    if (!CODE.test(code)) return refuse(t(code ? '${camel}.invalid' : '${camel}.required'));
    setFormError('');
    try {
      const { premiumCoins } = await api.redeem(code);
      bus.emit('coins:changed', { premiumCoins });
      notify.success(t('${camel}.redeemed'));
      setCode('');
    } catch (e) {
      const trouble = troubleText(i18n, e);
      if (trouble) return setFormError(trouble);
      refuse(t(refusal(e)));
    }
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void redeem();
  };
  return (
    <form ref={invalid.ref} className="wgt-${name}" onSubmit={submit} noValidate>
      <TextField
        label={t('${camel}.code')}
        value={code}
        maxLength={32}
        autoComplete="off"
        autoFocus={autofocus}
        error={error}
        onChange={(value) => {
          setCode(value.trim().toUpperCase());
          setError(undefined);
        }}
      />
      <Button type="submit" busy={pending}>
        {t('${camel}.redeem')}
      </Button>
      <FormAlert text={formError} />
    </form>
  );
}
`,
  [`widgets/${name}/messages.ts`]: `export const ${camel} = {
  ru: {
    ${camel}: {
      code: 'Промокод',
      redeem: 'Активировать',
      required: 'Введите код.',
      invalid: 'Код: от 4 до 32 латинских букв, цифр или дефисов.',
      notFound: 'Такого кода нет.',
      used: 'Этот код уже использован.',
      tooMany: 'Слишком много попыток. Попробуйте позже.',
      failed: 'Не удалось активировать код.',
      redeemed: 'Код активирован',
      signIn: 'Войдите, чтобы активировать промокод',
    },
  },
  uk: {
    ${camel}: {
      code: 'Промокод',
      redeem: 'Активувати',
      required: 'Введіть код.',
      invalid: 'Код: від 4 до 32 латинських літер, цифр або дефісів.',
      notFound: 'Такого коду немає.',
      used: 'Цей код уже використано.',
      tooMany: 'Забагато спроб. Спробуйте пізніше.',
      failed: 'Не вдалося активувати код.',
      redeemed: 'Код активовано',
      signIn: 'Увійдіть, щоб активувати промокод',
    },
  },
  en: {
    ${camel}: {
      code: 'Promo code',
      redeem: 'Redeem',
      required: 'Enter a code.',
      invalid: 'A code is 4 to 32 Latin letters, digits or dashes.',
      notFound: 'There is no such code.',
      used: 'This code has already been used.',
      tooMany: 'Too many attempts. Try again later.',
      failed: 'The code could not be redeemed.',
      redeemed: 'Code redeemed',
      signIn: 'Sign in to redeem a promo code',
    },
  },
};
`,
  [`widgets/${name}/${name}.css`]: `.wgt-${name} {
  display: grid;
  gap: 12px;
  max-width: 420px;
  margin: 0;
}
.wgt-${name} > .wgt-btn {
  justify-self: start;
}
`,
  [`tests/widgets/${name}/${name}.test.tsx`]: `import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import widget from '../../../widgets/${name}/index';
import type { Handler, Reply } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';

const ROUTE = 'POST /api/v1/${name}';

function setup(reply: Reply | Handler, { token = 'tok', locale = 'en' as const } = {}) {
  const fake = fakeServices({ config: { apiToken: token, locale }, routes: { [ROUTE]: reply } });
  const coins = vi.fn();
  fake.services.bus.on('coins:changed', coins);
  const view = renderWidget(widget, { autofocus: false }, fake.services);
  return { ...fake, view, coins };
}
const field = () => screen.getByLabelText('Promo code');
const redeem = (code: string) => {
  fireEvent.change(field(), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
};

describe('${name}', () => {
  it('refuses an empty or malformed code with its text and sends nothing', async () => {
    const { requests } = setup({ body: { data: { premiumCoins: 1 } } });
    redeem('');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a code.');
    redeem('no spaces!');
    expect((await screen.findByRole('alert')).textContent).toBe('A code is 4 to 32 Latin letters, digits or dashes.');
    expect(requests).toHaveLength(0);
  });

  it('takes the player to the field after a failed submit (the first invalid field, focused)', async () => {
    setup({ status: 404, body: { message: 'no' } });
    redeem('');
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    (document.activeElement as HTMLElement).blur();
    redeem('NOPE-1');
    await screen.findByText('There is no such code.');
    await waitFor(() => expect(document.activeElement).toBe(field()));
  });

  it.each([
    [404, 'There is no such code.'],
    [409, 'This code has already been used.'],
    [429, 'Too many attempts. Try again later.'],
    [400, 'The code could not be redeemed.'],
    [500, 'Server error. Try again in a few minutes.'],
  ])('answers %i with its text, keeps the code and announces nothing on the bus', async (status, text) => {
    const { coins } = setup({ status, body: { message: 'no' } });
    redeem('SPRING-50');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(field()).toHaveProperty('value', 'SPRING-50');
    expect(coins).not.toHaveBeenCalled();
  });

  it('treats an answer of another shape as a failure', async () => {
    setup({ body: { data: { premiumCoins: 'lots' } } });
    redeem('SPRING-50');
    expect((await screen.findByRole('alert')).textContent).toBe('The code could not be redeemed.');
  });

  it('sends one request for a double click, then puts the new balance on the bus', async () => {
    let answer!: (reply: Reply) => void;
    const { requests, coins, services } = setup(() => new Promise<Reply>((resolve) => (answer = resolve)));
    fireEvent.change(field(), { target: { value: 'welcome-100' } });
    const button = screen.getByRole('button', { name: 'Redeem' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toEqual({ code: 'WELCOME-100' });
    expect(requests[0]!.headers.authorization).toBe('Bearer tok');
    answer({ body: { data: { premiumCoins: 1600 } } });
    await waitFor(() => expect(coins).toHaveBeenCalledExactlyOnceWith({ premiumCoins: 1600 }));
    expect(services.notify.list().map((n) => n.message)).toEqual(['Code redeemed']);
    expect(field()).toHaveProperty('value', '');
  });

  it('gives a visitor a link to the sign-in page, in the page locale, and no form', () => {
    const { requests } = setup({ body: {} }, { token: '', locale: 'uk' as 'en' });
    expect(screen.getByRole('link', { name: 'Увійдіть, щоб активувати промокод' }).getAttribute('href')).toBe('/uk/auth');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(requests).toHaveLength(0);
  });
});
`,
  [`docs/widgets/${name}.md`]: `# ${name}

A form that changes something: the player types a code and redeems it with \`POST /api/v1/${name}\`
(\`{ code }\`; the answer \`{ data: { premiumCoins } }\` is checked by the schema in \`widgets/${name}/api.ts\`).
The code is 4 to 32 letters, digits or dashes, sent upper-cased; an empty or malformed one is refused
under the field before any request. A double click sends one request. On success the new balance goes on
the bus (\`coins:changed\`), a notice says so and the field empties. Refusals have their own texts under
the field: 404 no such code, 409 already used, 429 too many attempts, anything else "could not be
redeemed"; offline, no answer (network, timeout) and 5xx show the shared trouble texts
(\`common.trouble.*\`, \`troubleText\` in shared/api/errors.ts) under the form and keep the code. A visitor
sees a link to the sign-in page instead of the form.

\`\`\`html
<div data-widget="${name}" data-autofocus></div>
\`\`\`

Options: \`autofocus\`, a switch (a bare \`data-autofocus\` is on; default off). Events: emits
\`coins:changed\`. Fixture: the route \`${name}\` (\`host-fixtures/api/${name}.ts\`; seeded codes
\`WELCOME-100\` and \`SPRING-50\`, each once per session, \`TOO-MANY\` answers 429) and the page
\`/demo/${name}\`, listed in the gallery.
`,
  [`host-fixtures/api/${name}.ts`]: `import { object, string } from 'superstruct';
import type { OwnEndpoint } from '../../contract/endpoint-types';
import { ${camel}Endpoints } from '../../widgets/${name}/api';
import type { State } from '../state';
import { fail, ok } from './reply';
import type { Route } from './types';

/** Seeded codes: what each adds to the balance; each is good once per session. */
const CODES: Record<string, number> = { 'WELCOME-100': 100, 'SPRING-50': 50 };
const used = new WeakMap<State, Set<string>>();

export const routes: Route[] = [
  {
    id: '${name}',
    method: 'POST',
    path: '/api/v1/${name}',
    auth: true,
    malformed: { data: { premiumCoins: 'lots' } },
    handle({ state, user, body }) {
      const code = String((body as { code?: unknown } | undefined)?.code ?? '');
      if (code === 'TOO-MANY') return fail(429, 'Too many attempts');
      const bonus = CODES[code];
      if (bonus === undefined) return fail(404, 'No such code');
      const spent = used.get(state) ?? new Set<string>();
      if (spent.has(code)) return fail(409, 'Code already used');
      used.set(state, spent.add(code));
      user.premiumCoins += bonus;
      return ok({ premiumCoins: user.premiumCoins });
    },
    // Its operation in the API contract (npm run openapi): contract/ collects it from here.
    contract: {
      endpoints: ${camel}Endpoints,
      call: (api) => api.redeem('WELCOME-100'),
      summary: 'Redeems a code for coins; each code once per player.',
      usedBy: ['${name}'],
      auth: 'bearer',
      mutating: true,
      body: [object({ code: string() })],
      reads: 'data.premiumCoins: the new balance, put on the bus (\`coins:changed\`).',
      errors: {
        '404': 'No such code: its text under the field.',
        '409': 'Already used: its text under the field.',
        '429': 'Too many attempts: its text under the field.',
        '4XX': '"Could not be redeemed" under the field.',
        '5XX': 'The shared server-error text, the code kept.',
      },
    } satisfies OwnEndpoint<ReturnType<typeof ${camel}Endpoints>>,
  },
];
`,
  ...fixturePage({ name, camel }, `<div data-widget="${name}"></div>`),
  [`e2e/${name}.spec.ts`]: `import { expect, test, widgetsSettled } from './support/fixtures';
import { en } from './support/locales';

const root = '[data-widget="${name}"]';

test.describe('${name} on its fixture page', () => {
  test('a visitor gets the sign-in link, at the address without a locale prefix too', async ({ page }) => {
    await page.goto('/demo/${name}');
    await widgetsSettled(page);
    await expect(page.locator(\`\${root} a\`)).toHaveAttribute('href', '/auth');
  });

  test('a player redeems a seeded code with one request for a double click; used again, it is refused', async ({
    page,
    fx,
    axe,
    problems,
  }) => {
    // The browser logs the refusal below as a failed resource; the widget's own answer is the alert.
    problems.expect(/status of 409/);
    await fx.signInAs('verified');
    await page.goto(en('/demo/${name}'));
    await widgetsSettled(page);
    await page.getByLabel('Promo code').fill('welcome-100');
    await page.getByRole('button', { name: 'Redeem' }).dblclick();
    await expect(page.getByText('Code redeemed')).toBeVisible();
    expect(await fx.count('${name}')).toBe(1);
    await page.getByLabel('Promo code').fill('WELCOME-100');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.locator(\`\${root} [role="alert"]\`)).toHaveText('This code has already been used.');
    await axe();
  });
});
`,
});
