// The files `npm run new:widget -- <name> --kind=form --path=/api/v1/…` writes: a plain form that posts the
// fields declared once in fields.ts (a subject, an e-mail, a message with its counter) to the given path. Each field
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
  [`widgets/${name}/fields.ts`]: `import { areaField, emailField, textField } from '../../shared/ui/form-fields';

/**
 * The form's fields, in the order it shows them, declared once: the request's struct (api.ts), the form, the
 * fixture route, the contract, the tests and the e2e spec all read them from here. Each field's texts are in
 * messages.ts under its key (label, required, invalid). A select: choiceField({ options: { alpha: 'Alpha' }, sample: 'alpha' }).
 */
export const fields = {
  subject: textField({ min: 3, max: 80, sample: 'Lag at 9 pm' }),
  email: emailField({ sample: 'ann@example.com' }),
  message: areaField({ min: 10, max: 1000, sample: 'The server lags every evening.' }),
};
`,
  [`widgets/${name}/api.ts`]: `import { integer, type, type Infer } from 'superstruct';
import type { Client } from '../../shared/api/client';
import { envelope } from '../../shared/api/schemas/common';
import { requestOf } from '../../shared/ui/form-fields';
import { fields } from './fields';

// The endpoint only this widget calls; one that other widgets call too belongs in shared/api/endpoints/.
/** What the form sends, field by field (fields.ts): the widget checks it before sending, the contract documents it. */
export const ${pascal}Request = requestOf(fields);
export type ${pascal}Request = Infer<typeof ${pascal}Request>;
export const ${pascal}Answer = envelope(type({ id: integer() }));

export const ${camel}Endpoints = (client: Client) => ({
  /** Sends the form: the id the server gave what it received. */
  send: (body: ${pascal}Request) =>
    client.send('POST', '${path}', ${pascal}Answer, { body }).then((r) => r.data),
});
`,
  [`widgets/${name}/${name}.tsx`]: `import { useEffect, useState, type FormEvent } from 'react';
import { validate, type StructError } from 'superstruct';
import { troubleText } from '../../shared/api/errors';
import type { MessageKey } from '../../shared/i18n';
import { useEndpoints, useServices, useT } from '../../shared/runtime/context';
import { Button } from '../../shared/ui/button';
import { FormAlert } from '../../shared/ui/form-alert';
import { DeclaredField, emptyOf } from '../../shared/ui/form-fields';
import { useAction } from '../../shared/ui/use-action';
import { useInvalidFocus } from '../../shared/ui/use-invalid-focus';
import { ${camel}Endpoints, ${pascal}Request } from './api';
import { fields } from './fields';
import { ${camel} } from './messages';

export interface ${pascal}Props {
  /** Puts the cursor in the first field when the widget mounts. */
  autofocus: boolean;
}

type Field = keyof typeof fields;
const EMPTY = emptyOf(fields);
/** A field's text in messages.ts, under its key: a field without its label, required or invalid text is a type error. */
const text = (field: Field, what: 'label' | 'required' | 'invalid'): MessageKey<typeof ${camel}> =>
  \`${camel}.\${field}.\${what}\` as const;

/** Each field's own message: empty, or not what the request's struct takes. */
const errorsOf = (values: typeof EMPTY, failure: StructError): Partial<Record<Field, 'required' | 'invalid'>> =>
  Object.fromEntries(
    failure.failures().map(({ key }) => [key, values[key as Field].trim() ? 'invalid' : 'required'] as const),
  );

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
  const [errors, setErrors] = useState<ReturnType<typeof errorsOf>>({});
  const [formError, setFormError] = useState('');
  // A failed submit takes the player to the first field to fix (shared/ui/use-invalid-focus.ts).
  const invalid = useInvalidFocus();
  useEffect(() => {
    if (autofocus) invalid.ref.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [autofocus, invalid.ref]);

  const [send, { pending }] = useAction(async () => {
    const [failure, request] = validate(values, ${pascal}Request);
    setErrors(failure ? errorsOf(values, failure) : {});
    if (failure) return invalid.failed();
    setFormError('');
    try {
      await api.send(request);
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
  return (
    <form ref={invalid.ref} className="wgt-${name}" onSubmit={submit} noValidate>
      {(Object.keys(fields) as Field[]).map((key) => (
        <DeclaredField
          key={key}
          field={fields[key]}
          label={t(text(key, 'label'))}
          value={values[key]}
          error={errors[key] && t(text(key, errors[key]))}
          onChange={(value) => {
            setValues((v) => ({ ...v, [key]: value }));
            setErrors(({ [key]: _, ...rest }) => rest);
          }}
        />
      ))}
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
import { samplesOf } from '../../../shared/ui/form-fields';
import { fields } from '../../../widgets/${name}/fields';
import widget from '../../../widgets/${name}/index';
import { ${camel} } from '../../../widgets/${name}/messages';
import type { Handler, Reply } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';

// The fields and their texts come from the widget (fields.ts, messages.ts): these tests follow them.
const ROUTE = 'POST ${path}';
const FILLED = samplesOf(fields);
const TEXTS = ${camel}.en.${camel};
type Field = keyof typeof fields;
const KEYS = Object.keys(fields) as Field[];

function setup(reply: Reply | Handler, { token = 'tok', locale = 'en' as const } = {}) {
  const fake = fakeServices({ config: { apiToken: token, locale }, routes: { [ROUTE]: reply } });
  const view = renderWidget(widget, { autofocus: false }, fake.services);
  return { ...fake, view };
}
const control = (key: Field) => screen.getByLabelText<HTMLInputElement>(TEXTS[key].label);
function fill(values: Partial<Record<Field, string>>) {
  for (const [key, value] of Object.entries(values)) {
    const element = control(key as Field);
    fireEvent.change(element, { target: { value } });
    // @testing-library/preact sends change as an input event, which a select does not listen to.
    if (element.tagName === 'SELECT') element.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
const send = () => fireEvent.click(screen.getByRole('button', { name: TEXTS.send }));

describe('${name}', () => {
  it('refuses empty and malformed fields with their texts, takes the player to the first, sends nothing', async () => {
    const { requests } = setup({ body: { data: { id: 1 } } });
    send();
    for (const key of KEYS) expect(await screen.findByText(TEXTS[key].required)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(control(KEYS[0]!)));
    const wrong = KEYS.filter((key) => fields[key].wrong !== undefined);
    fill({ ...FILLED, ...Object.fromEntries(wrong.map((key) => [key, fields[key].wrong])) });
    send();
    for (const key of wrong) expect(await screen.findByText(TEXTS[key].invalid)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('counts each multi-line field against its limit', () => {
    setup({ body: {} });
    for (const key of KEYS) {
      const { control: edit } = fields[key];
      if (edit.kind !== 'area') continue;
      fill({ [key]: 'Hello' });
      expect(screen.getByText(\`5 / \${edit.maxLength}\`)).toBeTruthy();
    }
  });

  it.each([
    [400, TEXTS.failed],
    [500, 'Server error. Try again in a few minutes.'],
  ])('answers %i with its text under the form and keeps the fields', async (status, text) => {
    setup({ status, body: { message: 'no' } });
    fill(FILLED);
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    for (const key of KEYS) expect(control(key).value).toBe(FILLED[key]);
  });

  it('treats an answer of another shape as a failure', async () => {
    setup({ body: { data: { id: 'x' } } });
    fill(FILLED);
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTS.failed);
  });

  it('sends the fields once for a double click, then says so and empties the form', async () => {
    let answer!: (reply: Reply) => void;
    const { requests, services } = setup(() => new Promise<Reply>((resolve) => (answer = resolve)));
    fill(FILLED);
    send();
    send();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toEqual(FILLED);
    expect(requests[0]!.headers.authorization).toBe('Bearer tok');
    answer({ body: { data: { id: 7 } } });
    await waitFor(() => expect(services.notify.list().map((n) => n.message)).toEqual([TEXTS.sent]));
    for (const key of KEYS) expect(control(key).value).toBe('');
  });

  it('gives a visitor a link to the sign-in page, in the page locale, and no form', () => {
    const { requests } = setup({ body: {} }, { token: '', locale: 'uk' as 'en' });
    expect(screen.getByRole('link', { name: ${camel}.uk.${camel}.signIn }).getAttribute('href')).toBe('/uk/auth');
    expect(document.querySelector('form')).toBeNull();
    expect(requests).toHaveLength(0);
  });
});
`,
  [`docs/widgets/${name}.md`]: `# ${name}

A plain form: the player fills the fields below and sends them with \`POST ${path}\` (the struct
\`${pascal}Request\` in \`widgets/${name}/api.ts\`, built from \`fields.ts\`; the answer \`{ data: { id } }\` is
checked by \`${pascal}Answer\` beside it).

| field | what it takes |
|---|---|
| \`subject\` | 3 to 80 characters |
| \`email\` | an e-mail address |
| \`message\` | 10 to 1000 characters, with a counter |

Each field is checked before any request, with its own text under it; the failed submit takes the player to
the first to fix. A double click sends one request. On success a notice says so and the form empties. A
refusal says "could not be sent" under the form; offline, no answer (network, timeout) and 5xx show the
shared trouble texts (\`common.trouble.*\`, \`troubleText\` in shared/api/errors.ts); the fields are kept. A
visitor sees a link to the sign-in page instead of the form.

\`\`\`html
<div data-widget="${name}" data-autofocus></div>
\`\`\`

Options: \`autofocus\`, a switch (a bare \`data-autofocus\` is on; default off). Events: none. Fixture: the
route \`${name}\` (\`host-fixtures/api/${name}.ts\`: it checks the body by the same struct) and the page
\`/demo/${name}\`, listed in the gallery.
`,
  [`host-fixtures/api/${name}.ts`]: `import { is } from 'superstruct';
import type { OwnEndpoint } from '../../contract/endpoint-types';
import { samplesOf } from '../../shared/ui/form-fields';
import { ${camel}Endpoints, ${pascal}Request } from '../../widgets/${name}/api';
import { fields } from '../../widgets/${name}/fields';
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
      call: (api) => api.send(samplesOf(fields)),
      summary: \`Receives the form: \${Object.keys(fields).join(', ')}.\`,
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
  [`e2e/${name}.spec.ts`]: `import { samplesOf } from '../shared/ui/form-fields';
import { fields } from '../widgets/${name}/fields';
import { ${camel} } from '../widgets/${name}/messages';
import { expect, test, widgetsSettled } from './support/fixtures';
import { en } from './support/locales';

const root = '[data-widget="${name}"]';
const TEXTS = ${camel}.en.${camel};

test.describe('${name} on its fixture page', () => {
  test('a visitor gets the sign-in link, at the address without a locale prefix too', async ({ page }) => {
    await page.goto('/demo/${name}');
    await widgetsSettled(page);
    await expect(page.locator(\`\${root} a\`)).toHaveAttribute('href', '/auth');
  });

  test('a player sends the fields with one request for a double click', async ({ page, fx, axe }) => {
    await fx.signInAs('verified');
    await page.goto(en('/demo/${name}'));
    await widgetsSettled(page);
    const [first] = Object.keys(fields) as (keyof typeof fields)[];
    for (const [key, value] of Object.entries(samplesOf(fields))) {
      const { control } = fields[key as keyof typeof fields];
      const input = page.getByLabel(TEXTS[key as keyof typeof fields].label);
      if (control.kind === 'select') await input.selectOption(value);
      else await input.fill(value);
      if (control.kind === 'area') await expect(page.getByText(\`\${value.length} / \${control.maxLength}\`)).toBeVisible();
    }
    await page.getByRole('button', { name: TEXTS.send }).dblclick();
    await expect(page.getByText(TEXTS.sent, { exact: true })).toBeVisible();
    expect(await fx.count('${name}')).toBe(1);
    await expect(page.getByLabel(TEXTS[first!].label)).toHaveValue('');
    await axe();
  });
});
`,
});
