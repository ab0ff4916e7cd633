// The files `npm run new:widget -- <name> --kind=form --path=/api/v1/…` writes: a plain form that posts three
// fields (a subject, an e-mail, a message in a TextAreaField with its counter) to the given path. Each field
// is checked before any request (the failed submit takes the player to the first to fix); a double click sends
// one request (useAction); the answer is checked by its schema; a refusal or trouble (offline, no answer, 5xx)
// is said under the form, the fields kept; a visitor gets a sign-in link. Strings in ru, uk and en, tests on
// both flavors, a docs page, a fixture route and its page, and an e2e test. Names as in templates.mjs.
import { fixturePage } from './templates.mjs';

export const formWidgetFiles = (
  /** @type {import('../new-widget.mjs').Names & { path: string }} */ { name, camel, pascal, path },
) => ({
  [`widgets/${name}/index.tsx`]: `import { type } from 'superstruct';
import { defineWidget } from '../../shared/runtime/define';
import { boolOption } from '../../shared/runtime/options';
import { ${camel} } from './messages';
import { ${pascal}, type ${pascal}Props } from './${name}';

export default defineWidget<${pascal}Props>({
  name: '${name}',
  // A bare data-autofocus puts the cursor in the first field when the widget mounts (docs/widgets/${name}.md).
  options: type({ autofocus: boolOption(false) }),
  messages: [${camel}],
  Component: ${pascal},
});
`,
  [`widgets/${name}/api.ts`]: `import { integer, object, pattern, size, string, type, type Infer } from 'superstruct';
import type { Client } from '../../shared/api/client';
import { envelope } from '../../shared/api/schemas/common';

// The endpoint only this widget calls; one that other widgets call too belongs in shared/api/endpoints/.
/** What the form sends: the widget checks each field by it before sending, the contract documents it. */
export const ${pascal}Request = object({
  subject: size(string(), 3, 80),
  email: pattern(string(), /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/),
  message: size(string(), 10, 1000),
});
export type ${pascal}Request = Infer<typeof ${pascal}Request>;
export const ${pascal}Answer = envelope(type({ id: integer() }));

export const ${camel}Endpoints = (client: Client) => ({
  /** Sends the form: the id the server gave what it received. */
  send: (body: ${pascal}Request) =>
    client.send('POST', '${path}', ${pascal}Answer, { body }).then((r) => r.data),
});
`,
  [`widgets/${name}/${name}.tsx`]: `import { useState, type FormEvent } from 'react';
import { validate } from 'superstruct';
import { troubleText } from '../../shared/api/errors';
import type { MessageKey } from '../../shared/i18n';
import { useEndpoints, useServices, useT } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { FormAlert } from '../../shared/ui/form-alert';
import { TextAreaField } from '../../shared/ui/text-area-field';
import { useAction } from '../../shared/ui/use-action';
import { useInvalidFocus } from '../../shared/ui/use-invalid-focus';
import { ${camel}Endpoints, ${pascal}Request } from './api';
import { ${camel} } from './messages';

export interface ${pascal}Props {
  /** Puts the cursor in the first field when the widget mounts. */
  autofocus: boolean;
}

type Field = keyof ${pascal}Request;
const EMPTY: ${pascal}Request = { subject: '', email: '', message: '' };
/** Each field's label and messages. */
const TEXTS = {
  subject: { label: '${camel}.subject.label', required: '${camel}.subject.required', invalid: '${camel}.subject.invalid' },
  email: { label: '${camel}.email.label', required: '${camel}.email.required', invalid: '${camel}.email.invalid' },
  message: { label: '${camel}.message.label', required: '${camel}.message.required', invalid: '${camel}.message.invalid' },
} as const satisfies Record<Field, Record<'label' | 'required' | 'invalid', MessageKey<typeof ${camel}>>>;

/** Each field's own message: empty, or not what the request's schema takes. */
function check(values: ${pascal}Request): Partial<Record<Field, 'required' | 'invalid'>> {
  const [failure] = validate(values, ${pascal}Request);
  const wrong = new Set(failure?.failures().map((f) => f.key as Field));
  return Object.fromEntries(
    [...wrong].map((field) => [field, values[field].trim() ? 'invalid' : 'required'] as const),
  );
}

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
  const { notify, i18n } = useServices();
  const { t } = useT(${camel});
  const api = useEndpoints(${camel}Endpoints);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof check>>({});
  const [formError, setFormError] = useState('');
  // A failed submit takes the player to the first field to fix (shared/ui/use-invalid-focus.ts).
  const invalid = useInvalidFocus();

  const [send, { pending }] = useAction(async () => {
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return invalid.failed();
    setFormError('');
    try {
      await api.send(values);
      notify.success(t('${camel}.sent'));
      setValues(EMPTY);
    } catch (e) {
      setFormError(troubleText(i18n, e) ?? t('${camel}.failed'));
    }
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  const field = (key: Field) => ({
    label: t(TEXTS[key].label),
    value: values[key],
    error: errors[key] && t(TEXTS[key][errors[key]]),
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [key]: value }));
      setErrors(({ [key]: _, ...rest }) => rest);
    },
  });
  return (
    <form ref={invalid.ref} className="wgt-${name}" onSubmit={submit} noValidate>
      <TextField {...field('subject')} maxLength={80} autoFocus={autofocus} />
      <TextField {...field('email')} type="email" autoComplete="email" />
      <TextAreaField {...field('message')} maxLength={1000} />
      <Button type="submit" busy={pending}>
        {t('${camel}.send')}
      </Button>
      <FormAlert text={formError} />
    </form>
  );
}
`,
  [`widgets/${name}/messages.ts`]: `export const ${camel} = {
  ru: {
    ${camel}: {
      subject: { label: 'Тема', required: 'Введите тему.', invalid: 'Тема: от 3 до 80 символов.' },
      email: { label: 'E-mail', required: 'Введите e-mail.', invalid: 'Проверьте e-mail: name@example.com.' },
      message: { label: 'Сообщение', required: 'Напишите сообщение.', invalid: 'Сообщение: от 10 символов.' },
      send: 'Отправить',
      sent: 'Отправлено',
      failed: 'Не удалось отправить. Проверьте поля и попробуйте ещё раз.',
      signIn: 'Войдите, чтобы написать нам',
    },
  },
  uk: {
    ${camel}: {
      subject: { label: 'Тема', required: 'Введіть тему.', invalid: 'Тема: від 3 до 80 символів.' },
      email: { label: 'E-mail', required: 'Введіть e-mail.', invalid: 'Перевірте e-mail: name@example.com.' },
      message: { label: 'Повідомлення', required: 'Напишіть повідомлення.', invalid: 'Повідомлення: від 10 символів.' },
      send: 'Надіслати',
      sent: 'Надіслано',
      failed: 'Не вдалося надіслати. Перевірте поля та спробуйте ще раз.',
      signIn: 'Увійдіть, щоб написати нам',
    },
  },
  en: {
    ${camel}: {
      subject: { label: 'Subject', required: 'Enter a subject.', invalid: 'A subject is 3 to 80 characters.' },
      email: { label: 'E-mail', required: 'Enter an e-mail.', invalid: 'Check the e-mail: name@example.com.' },
      message: { label: 'Message', required: 'Write a message.', invalid: 'A message is at least 10 characters.' },
      send: 'Send',
      sent: 'Sent',
      failed: 'It could not be sent. Check the fields and try again.',
      signIn: 'Sign in to write to us',
    },
  },
};
`,
  [`widgets/${name}/${name}.css`]: `.wgt-${name} {
  display: grid;
  gap: 12px;
  max-width: 520px;
  margin: 0;
}
.wgt-${name} > .wgt-btn {
  justify-self: start;
}
`,
  [`tests/widgets/${name}/${name}.test.tsx`]: `import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import widget from '../../../widgets/${name}/index';
import type { Handler, Reply } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';

const ROUTE = 'POST ${path}';
const FILLED = { subject: 'Lag at 9 pm', email: 'ann@example.com', message: 'The server lags every evening.' };

function setup(reply: Reply | Handler, { token = 'tok', locale = 'en' as const } = {}) {
  const fake = fakeServices({ config: { apiToken: token, locale }, routes: { [ROUTE]: reply } });
  const view = renderWidget(widget, { autofocus: false }, fake.services);
  return { ...fake, view };
}
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
function fill(values: Partial<typeof FILLED>) {
  const labels = { subject: 'Subject', email: 'E-mail', message: 'Message' };
  for (const [key, value] of Object.entries(values))
    fireEvent.change(field(labels[key as keyof typeof labels]), { target: { value } });
}
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('${name}', () => {
  it('refuses empty and malformed fields with their texts, takes the player to the first, sends nothing', async () => {
    const { requests } = setup({ body: { data: { id: 1 } } });
    send();
    expect(await screen.findByText('Enter a subject.')).toBeTruthy();
    expect(screen.getByText('Enter an e-mail.')).toBeTruthy();
    expect(screen.getByText('Write a message.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Subject')));
    fill({ ...FILLED, email: 'ann@' });
    send();
    expect(await screen.findByText('Check the e-mail: name@example.com.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('counts the message against its limit', () => {
    setup({ body: {} });
    fill({ message: 'Hello' });
    expect(screen.getByText('5 / 1000')).toBeTruthy();
  });

  it.each([
    [400, 'It could not be sent. Check the fields and try again.'],
    [500, 'Server error. Try again in a few minutes.'],
  ])('answers %i with its text under the form and keeps the fields', async (status, text) => {
    setup({ status, body: { message: 'no' } });
    fill(FILLED);
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(field('Subject').value).toBe(FILLED.subject);
  });

  it('treats an answer of another shape as a failure', async () => {
    setup({ body: { data: { id: 'x' } } });
    fill(FILLED);
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('It could not be sent. Check the fields and try again.');
  });

  it('sends the three fields once for a double click, then says so and empties the form', async () => {
    let answer!: (reply: Reply) => void;
    const { requests, services } = setup(() => new Promise<Reply>((resolve) => (answer = resolve)));
    fill(FILLED);
    send();
    send();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toEqual(FILLED);
    expect(requests[0]!.headers.authorization).toBe('Bearer tok');
    answer({ body: { data: { id: 7 } } });
    await waitFor(() => expect(services.notify.list().map((n) => n.message)).toEqual(['Sent']));
    expect(field('Subject').value).toBe('');
  });

  it('gives a visitor a link to the sign-in page, in the page locale, and no form', () => {
    const { requests } = setup({ body: {} }, { token: '', locale: 'uk' as 'en' });
    expect(screen.getByRole('link', { name: 'Увійдіть, щоб написати нам' }).getAttribute('href')).toBe('/uk/auth');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(requests).toHaveLength(0);
  });
});
`,
  [`docs/widgets/${name}.md`]: `# ${name}

A plain form: the player fills a subject (3 to 80 characters), an e-mail and a message (10 to 1000, with a
counter) and sends them with \`POST ${path}\` (\`{ subject, email, message }\`, the struct \`${pascal}Request\` in
\`widgets/${name}/api.ts\`; the answer \`{ data: { id } }\` is checked by \`${pascal}Answer\` beside it). Each
field is checked before any request, with its own text under it; the failed submit takes the player to the
first to fix. A double click sends one request. On success a notice says so and the form empties. A refusal
says "could not be sent" under the form; offline, no answer (network, timeout) and 5xx show the shared
trouble texts (\`common.trouble.*\`, \`troubleText\` in shared/api/errors.ts); the fields are kept. A visitor
sees a link to the sign-in page instead of the form.

\`\`\`html
<div data-widget="${name}" data-autofocus></div>
\`\`\`

Options: \`autofocus\`, a switch (a bare \`data-autofocus\` is on; default off). Events: none. Fixture: the
route \`${name}\` (\`host-fixtures/api/${name}.ts\`: it checks the body by the same struct) and the page
\`/demo/${name}\`, listed in the gallery.
`,
  [`host-fixtures/api/${name}.ts`]: `import { is } from 'superstruct';
import type { OwnEndpoint } from '../../contract/endpoint-types';
import { ${camel}Endpoints, ${pascal}Request } from '../../widgets/${name}/api';
import { fail, ok } from './reply';
import type { Route } from './types';

let received = 0;

export const routes: Route[] = [
  {
    id: '${name}',
    method: 'POST',
    path: '${path}',
    auth: true,
    malformed: { data: { id: 'x' } },
    handle({ body }) {
      if (!is(body, ${pascal}Request)) return fail(400, 'Check the fields');
      return ok({ id: ++received });
    },
    // Its operation in the API contract (npm run openapi): contract/ collects it from here.
    contract: {
      endpoints: ${camel}Endpoints,
      call: (api) =>
        api.send({ subject: 'Lag at 9 pm', email: 'ann@example.com', message: 'The server lags every evening.' }),
      summary: 'Receives the form: a subject, an e-mail and a message.',
      usedBy: ['${name}'],
      auth: 'bearer',
      mutating: true,
      body: [${pascal}Request],
      reads: 'data.id: only that it came (the notice says so).',
      errors: {
        '4XX': '"Could not be sent" under the form, the fields kept.',
        '5XX': 'The shared server-error text, the fields kept.',
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

  test('a player sends the three fields with one request for a double click', async ({ page, fx, axe }) => {
    await fx.signInAs('verified');
    await page.goto(en('/demo/${name}'));
    await widgetsSettled(page);
    await page.getByLabel('Subject').fill('Lag at 9 pm');
    await page.getByLabel('E-mail').fill('ann@example.com');
    await page.getByLabel('Message').fill('The server lags every evening.');
    await expect(page.getByText('30 / 1000')).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).dblclick();
    await expect(page.getByText('Sent', { exact: true })).toBeVisible();
    expect(await fx.count('${name}')).toBe(1);
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await axe();
  });
});
`,
});
