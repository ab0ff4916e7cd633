// The files `npm run new:widget -- <name>` (--kind=list, the default) writes: a data widget that loads one list from one GET,
// validated by a schema, with loading / error with Retry / empty / list states, strings in ru, uk and
// en, styles, tests on both flavors, a docs page, a fixture route and page, and an e2e test. Each
// function takes the names ({ name: 'top-donors', camel: 'topDonors', pascal: 'TopDonors' }).

export const widgetFiles = (/** @type {import('../new-widget.mjs').Names} */ { name, camel, pascal }) => ({
  [`widgets/${name}/index.tsx`]: `import { type } from 'superstruct';
import { defineWidget } from '../../shared/runtime/define';
import { intOption } from '../../shared/runtime/options';
import { ${camel} } from './messages';
import { ${pascal}, type ${pascal}Props } from './${name}';

export default defineWidget<${pascal}Props>({
  name: '${name}',
  // How many rows to ask for: 1 to 20 (docs/widgets/${name}.md).
  options: type({ limit: intOption(1, 20, 10) }),
  messages: [${camel}],
  Component: ${pascal},
});
`,
  [`widgets/${name}/api.ts`]: `import type { Client } from '../../shared/api/client';
import { envelope, numeric } from '../../shared/api/schemas/common';
import { array, string, type, type Infer } from 'superstruct';

// The endpoint only this widget calls; one that other widgets call too belongs in shared/api/endpoints/.
export const ${pascal}Row = type({ id: numeric(), title: string(), value: numeric() });
export type ${pascal}Row = Infer<typeof ${pascal}Row>;
export const ${pascal}Response = envelope(type({ items: array(${pascal}Row) }));

export const ${camel}Endpoints = (client: Client) => ({
  /** The first \`limit\` rows. */
  list: (limit: number) =>
    client.get('/api/v1/${name}', ${pascal}Response, { query: { limit } }).then((r) => r.data.items),
});
`,
  [`widgets/${name}/${name}.tsx`]: `import { useEndpoints, useServices, useT } from '../../shared/runtime/context';
import { LoadView } from '../../shared/ui/load-view';
import { useLoad } from '../../shared/ui/use-load';
import { ${camel}Endpoints } from './api';
import { ${camel} } from './messages';

export interface ${pascal}Props {
  /** How many rows to show, 1 to 20. */
  limit: number;
}

/** A list loaded from the API: loading, an error with Retry, "nothing yet", or the rows. */
export function ${pascal}({ limit }: ${pascal}Props) {
  const { i18n } = useServices();
  const { t } = useT(${camel});
  const api = useEndpoints(${camel}Endpoints);
  const { state, retry } = useLoad(() => api.list(limit), [api, limit]);
  return (
    <section className="wgt-${name}">
      <h2 className="wgt-${name}__title">{t('${camel}.title')}</h2>
      <LoadView state={state} block="wgt-${name}" error={t('${camel}.loadFailed')} onRetry={retry}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="wgt-${name}__empty">{t('${camel}.empty')}</p>
          ) : (
            <ol className="wgt-${name}__list">
              {rows.map((row) => (
                <li key={row.id} className="wgt-${name}__row">
                  <span className="wgt-${name}__name">{row.title}</span>
                  <span className="wgt-${name}__value">{i18n.number(row.value)}</span>
                </li>
              ))}
            </ol>
          )
        }
      </LoadView>
    </section>
  );
}
`,
  [`widgets/${name}/messages.ts`]: `import type { Dictionary } from '../../shared/i18n';

export const ${camel} = {
  ru: {
    ${camel}: {
      title: 'Рейтинг',
      empty: 'Пока здесь никого нет.',
      loadFailed: 'Не удалось загрузить список.',
    },
  },
  uk: {
    ${camel}: {
      title: 'Рейтинг',
      empty: 'Поки що тут нікого немає.',
      loadFailed: 'Не вдалося завантажити список.',
    },
  },
  en: {
    ${camel}: {
      title: 'Ranking',
      empty: 'Nobody here yet.',
      loadFailed: 'The list could not be loaded.',
    },
  },
} satisfies Dictionary;
`,
  [`widgets/${name}/${name}.css`]: `.wgt-${name}__title {
  margin: 0 0 12px;
  font-size: 1.25rem;
}
.wgt-${name}__list {
  margin: 0;
  padding: 0;
  list-style: none;
}
.wgt-${name}__row {
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 0;
  border-bottom: 1px solid var(--wgt-border, rgb(255 255 255 / 12%));
}
.wgt-${name}__name {
  overflow-wrap: anywhere;
}
.wgt-${name}__value {
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  color: var(--wgt-accent, #ffb648);
}
.wgt-${name}__loading,
.wgt-${name}__error,
.wgt-${name}__empty {
  padding: 12px 0;
}
`,
  [`tests/widgets/${name}/${name}.test.tsx`]: `import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../shared/i18n/locales';
import widget from '../../../widgets/${name}/index';
import type { Reply } from '../../support/fake-fetch';
import { renderWidget } from '../../support/render';
import { fakeServices } from '../../support/services';

const ROUTE = 'GET /api/v1/${name}';
const rows = (...values: number[]): Reply => ({
  body: { data: { items: values.map((value, i) => ({ id: i + 1, title: \`Player \${i + 1}\`, value })) } },
});

function setup(replies: Reply[], locale: Locale = 'en', limit = 10) {
  let call = 0;
  const fake = fakeServices({ config: { locale }, routes: { [ROUTE]: () => replies[Math.min(call++, replies.length - 1)]! } });
  const view = renderWidget(widget, { limit }, fake.services);
  return { ...fake, view };
}

describe('${name}', () => {
  it('shows loading, then the rows with locale-formatted values, asking for \`limit\` rows', async () => {
    const { view, requests } = setup([rows(12500, 300)], 'en', 5);
    expect(view.container.querySelector('.wgt-${name}__loading[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText('12,500')).toHaveProperty('className', 'wgt-${name}__value');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Player 112,500', 'Player 2300']);
    expect(requests.map((r) => r.url)).toEqual(['http://api.test/api/v1/${name}?limit=5']);
  });

  it('says so when the list is empty, in each locale', async () => {
    setup([rows()], 'ru');
    expect(await screen.findByText('Пока здесь никого нет.')).not.toBeNull();
  });

  it('shows the error with Retry, which loads again', async () => {
    const { requests } = setup([{ status: 500 }, rows(7)], 'uk');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Не вдалося завантажити список.');
    fireEvent.click(screen.getByRole('button', { name: 'Повторити' }));
    expect(await screen.findByText('7')).not.toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('treats a malformed answer as a failure', async () => {
    const { log } = setup([{ body: { data: { items: 'oops' } } }]);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The list could not be loaded.'));
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/unexpected shape/));
  });
});
`,
  [`docs/widgets/${name}.md`]: `# ${name}

A list loaded from \`GET /api/v1/${name}?limit=N\` (\`{ data: { items: [{ id, title, value }] } }\`, checked
by the schema in \`widgets/${name}/api.ts\`): a loading block, then the rows (title, value formatted
for the page's locale), "nothing yet" when there are none, or an error with Retry when the request
fails or the answer has another shape.

\`\`\`html
<div data-widget="${name}" data-limit="5"></div>
\`\`\`

Options: \`limit\`, how many rows to ask for, 1 to 20 (default 10; anything else gives a console warning
and the default). Events: none. Fixture: the route \`${name}\` (\`host-fixtures/api/${name}.ts\`, scenarios
work on it) and the page \`/demo/${name}\`, listed in the gallery.
`,
  [`host-fixtures/api/${name}.ts`]: `import type { OwnEndpoint } from '../../contract/endpoint-types';
import { ${camel}Endpoints } from '../../widgets/${name}/api';
import { ok } from './reply';
import type { Route } from './types';

const ROWS = ['Vortex', 'Лиса', 'Kharkiv Wolf', 'Nova', 'Орлан', 'Pixel', 'Мрія', 'Ghost', 'Sable', 'Борщ'].map(
  (title, i) => ({ id: i + 1, title, value: 50_000 - i * 4_250 }),
);

export const routes: Route[] = [
  {
    id: '${name}',
    method: 'GET',
    path: '/api/v1/${name}',
    malformed: { data: { items: 'oops' } },
    handle({ query }) {
      const limit = Math.min(20, Math.max(1, Number(query.get('limit')) || 10));
      return ok({ items: ROWS.slice(0, limit) });
    },
    // Its operation in the API contract (npm run openapi): contract/ collects it from here.
    contract: {
      endpoints: ${camel}Endpoints,
      call: (api) => api.list(5),
      summary: 'The first \`limit\` rows of the ${name} list.',
      usedBy: ['${name}'],
      auth: 'optional',
      reads: 'data.items[]: each row shows its title and its value, in order.',
      errors: { default: 'The load error with Retry.' },
    } satisfies OwnEndpoint<ReturnType<typeof ${camel}Endpoints>>,
  },
];
`,
  ...fixturePage({ name, camel }, `<div data-widget="${name}" data-limit="5"></div>`),
  [`e2e/${name}.spec.ts`]: `import { expect, test, widgetsSettled } from './support/fixtures';
import { en } from './support/locales';

const rows = '[data-widget="${name}"] .wgt-${name}__row';

test.describe('${name} on its fixture page', () => {
  test('lists data-limit rows from one request, with no axe violations', async ({ page, fx, axe }) => {
    await page.goto(en('/demo/${name}'));
    await expect(page.locator(rows)).toHaveCount(5);
    expect(await fx.count('${name}')).toBe(1);
    await axe();
  });

  test('a malformed answer shows the error with Retry; the page goes on', async ({ page, fx, problems }) => {
    problems.expect(/^\\[widgets\\] .*unexpected shape/i);
    await fx.scenario({ '${name}': 'malformed' });
    await page.goto(en('/demo/${name}'));
    await widgetsSettled(page);
    await expect(page.locator('[data-widget="${name}"] [role="alert"]')).toHaveText('The list could not be loaded.');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
`,
});

/** The fixture page \`/demo/<name>\` (every locale: \`/uk/demo/<name>\`, …) holding the widget's \`mount\` markup. */
export const fixturePage = (
  /** @type {Pick<import('../new-widget.mjs').Names, 'name' | 'camel'>} */ { name, camel },
  /** @type {string} */ mount,
) => ({
  [`host-fixtures/pages/widget-${name}.ts`]: `import { html } from './html';
import { simplePage } from './layout';
import type { PageFn } from './types';

const COPY = {
  ru: { title: '${name}', lead: 'Виджет на странице фикстур.' },
  uk: { title: '${name}', lead: 'Віджет на сторінці фікстур.' },
  en: { title: '${name}', lead: 'The widget on a fixture page.' },
};

export const ${camel}Page: PageFn = (ctx) => {
  const c = ctx.t(COPY);
  return { title: c.title, body: simplePage(ctx, c.title, c.lead, html\`${mount}\`) };
};
`,
});
