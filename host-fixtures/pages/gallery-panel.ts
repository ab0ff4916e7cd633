import { PANEL_KINDS } from '../session/scenarios';
import { html, type Html } from './html';
import type { PageCtx } from './types';

interface Endpoint {
  id: string;
  method: string;
  path: string;
  auth: boolean;
}

function endpoints(ctx: PageCtx): Endpoint[] {
  const list: Endpoint[] = ctx.catalogue.routes.map((r) => ({
    id: r.id,
    method: r.method,
    path: r.path,
    auth: r.auth === true,
  }));
  for (const id of ctx.catalogue.endpointIds) {
    if (!list.some((e) => e.id === id)) list.push({ id, method: 'POST', path: `/${id} (same origin)`, auth: false });
  }
  list.push({ id: '*', method: 'ANY', path: 'every endpoint without its own scenario', auth: false });
  return list;
}

function row(endpoint: Endpoint, current: string | undefined): Html {
  const formId = `scenario-${endpoint.id === '*' ? 'any' : endpoint.id}`;
  const options = ['', ...PANEL_KINDS].map(
    (kind) =>
      html`<option value="${kind}"${kind === (current ?? '') ? html` selected` : ''}>${kind || '— normal —'}</option>`,
  );
  return html`<tr${current ? html` class="is-active"` : ''}>
    <th scope="row"><code>${endpoint.id}</code></th>
    <td><span class="method method-${endpoint.method.toLowerCase()}">${endpoint.method}</span>
      <code class="path">${endpoint.path}</code>${endpoint.auth ? html` <span class="chip">auth</span>` : ''}</td>
    <td>
      <form class="inline-form" id="${formId}" method="post" action="/__fixtures/scenario">
        <input type="hidden" name="endpoint" value="${endpoint.id}">
        <input type="hidden" name="next" value="/gallery#scenarios">
        <label class="visually-hidden" for="${formId}-kind">Scenario for ${endpoint.id}</label>
        <select id="${formId}-kind" name="kind">${options}</select>
        <button class="btn btn-sm btn-primary" name="action" value="apply">Apply</button>
        <button class="btn btn-sm btn-ghost" name="action" value="clear"${current ? '' : html` disabled`}>Clear</button>
      </form>
    </td>
  </tr>`;
}

/** The scenario control panel: active scenarios, then one plain form per endpoint (works without JS). */
export function scenarioPanel(ctx: PageCtx): Html {
  const active = [...ctx.session.scenarios];
  const activeList = active.length
    ? html`<ul class="active-list">${active.map(([id, kind]) => html`<li><code>${id}</code> → <strong>${kind}</strong></li>`)}</ul>
      <form method="post" action="/__fixtures/scenario" class="inline-form">
        <input type="hidden" name="all" value="1"><input type="hidden" name="next" value="/gallery#scenarios">
        <button class="btn btn-sm btn-ghost">Clear all scenarios</button>
      </form>`
    : html`<p class="muted">No active scenarios: every endpoint answers normally.</p>`;
  return html`<section class="panel" id="scenarios" aria-labelledby="scenarios-title">
    <h2 id="scenarios-title">Scenarios</h2>
    <p class="muted">Kinds: status codes answer <code>{message}</code>; <code>timeout</code> never answers;
      <code>slow</code> waits 2500 ms (<code>slow-300</code>: 300 ms); <code>malformed</code> answers 200 with the wrong shape;
      <code>offline</code> drops the connection. Also settable with <code>?scenario=id:kind,id2:kind</code> on any page.</p>
    <div class="active-box"><h3>Active in this session</h3>${activeList}</div>
    <div class="table-wrap"><table class="fx-table">
      <thead><tr><th scope="col">Endpoint id</th><th scope="col">Route</th><th scope="col">Scenario</th></tr></thead>
      <tbody>${endpoints(ctx).map((e) => row(e, ctx.session.scenarios.get(e.id)))}</tbody>
    </table></div>
  </section>`;
}
