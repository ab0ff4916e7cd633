import { Validator } from '@seriousme/openapi-schema-validator';
import { create, Struct, validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerValidators } from '../../contract/doc-check';
import { FIELDS } from '../../contract/fields';
import type { JsonSchema } from '../../contract/json-schema';
import * as requests from '../../contract/requests';
import { ENDPOINTS } from '../../contract/endpoints';
import { buildOpenApi, operations, SAMPLE, SCHEMAS, type Examples } from '../../contract/openapi';
import { areas, record } from '../../contract/record';
import { apiRoutes, WEB_ENDPOINTS } from '../../host-fixtures/api';
import { fixtureExamples } from '../../host-fixtures/contract-examples';
import type { RunningHost } from '../../host-fixtures/start';
import { startTestHost } from '../host-fixtures/helpers';
import { DonateDataResponse } from '../../shared/api/schemas/donate';
import { Case } from '../../shared/api/schemas/cases';
import { GoodsItem } from '../../shared/api/schemas/shop';
import { PROGRESS_COUNT } from '../../widgets/cabinet/referral-status';
import type { CartRecord } from '../../widgets/donate/checkout/cart';
import { activeTier, basePrice, bonusCoins, eurPrice } from '../../widgets/donate/coins/pricing';

let host: RunningHost;
let examples: Examples;
let doc: JsonSchema;
beforeAll(async () => {
  host = await startTestHost();
  examples = await fixtureExamples(host.url);
  doc = buildOpenApi(examples);
}, 30_000);
afterAll(() => host.close());

type Schema = { properties?: Record<string, { description?: string }>; required?: string[] };
const components = () => (doc.components as { schemas: Record<string, Schema> }).schemas;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it("has one operation per fixture endpoint, with the fixture route's method and path", () => {
    const ops = operations();
    expect(ops.map((o) => o.id).sort()).toEqual([...apiRoutes.map((r) => r.id), 'auth-store-token'].sort());
    for (const op of ops) {
      const route = apiRoutes.find((r) => r.id === op.id);
      if (!route) {
        expect(WEB_ENDPOINTS).toContain(op.id);
        continue;
      }
      expect(`${op.request.method} ${op.template.replace(/\/$/, '')}`).toBe(
        `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`,
      );
    }
  });

  it('covers every endpoint function the widgets have (shared/api/endpoints)', () => {
    const never = () => new Promise<never>(() => {});
    const api = areas({ get: never, send: never, prefetch: () => undefined });
    const used = new Set<string>();
    const spy = Object.fromEntries(
      Object.entries(api).map(([area, fns]) => [
        area,
        new Proxy(fns, { get: (target, fn: string) => (used.add(`${area}.${fn}`), target[fn as keyof typeof target]) }),
      ]),
    ) as typeof api;
    for (const endpoint of ENDPOINTS) void endpoint.call(spy, SAMPLE);
    const all = Object.entries(api).flatMap(([area, fns]) => Object.keys(fns).map((fn) => `${area}.${fn}`));
    expect(all.filter((name) => !used.has(name))).toEqual([]);
  });

  it("has an example answer for every endpoint, accepted by the widget's schema and by the document", () => {
    const check = answerValidators(doc);
    for (const op of operations()) {
      expect(examples, op.id).toHaveProperty([op.id]);
      expect(() => create(examples[op.id], op.request.answer), op.id).not.toThrow();
      const validateAnswer = check(op.id, 200);
      expect(validateAnswer, op.id).toBeDefined();
      expect(validateAnswer?.(examples[op.id]), `${op.id}: ${JSON.stringify(validateAnswer?.errors)}`).toBe(true);
    }
  });

  it('has examples with no field their own answer schema does not name (closed objects)', () => {
    const check = answerValidators(doc, { strict: true });
    const extra: string[] = [];
    for (const op of operations()) {
      const validateAnswer = check(op.id, 200);
      if (!validateAnswer?.(examples[op.id]))
        extra.push(
          `${op.id}: ${JSON.stringify(validateAnswer?.errors?.map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`))}`,
        );
    }
    expect(extra).toEqual([]);
  });

  it('flags an unknown field in an example when closed (the strict check can fail)', () => {
    const check = answerValidators(doc, { strict: true });
    expect(check('servers', 200)?.({ data: { servers: [{ id: 1, key: 'one', title: 'One', extra: 1 }] } })).toBe(false);
    expect(check('servers', 200)?.({ data: { servers: [{ id: 1, key: 'one', title: 'One' }] } })).toBe(true);
  });

  it("has cart examples priced by the shop example's own tiers (a backend built from them accepts real carts)", () => {
    const shop = create(examples['donate-data'], DonateDataResponse);
    const coins = shop.products.find((p) => p.type === 'one_coin');
    expect(coins?.one_coin_bonuses?.length).toBeGreaterThan(0);
    const saved = (examples['donate-cart-save'] as { data: CartRecord }).data;
    const held = (examples['donate-cart'] as { data: CartRecord }).data;
    for (const cart of [saved, held]) {
      const price = eurPrice(cart.amount, basePrice(coins ?? {}));
      expect(cart.price).toBe(price);
      expect(cart.bonus).toBe(bonusCoins(cart.amount, activeTier(coins?.one_coin_bonuses, price)));
    }
    // The sample gets a bonus of its own: a cart without one would prove nothing about the tiers.
    expect(saved.bonus).toBeGreaterThan(0);
    expect(saved.bonus_qty).toBe(saved.bonus);
  });

  it('describes every request body the widgets send (the recorded body passes its struct)', () => {
    for (const op of operations()) {
      if (op.request.body === undefined) {
        expect(op.body, op.id).toBeUndefined();
        continue;
      }
      const fits = (op.body ?? []).some((s) => !validate(op.request.body, s)[0]);
      expect(fits, `${op.id} body ${JSON.stringify(op.request.body)}`).toBe(true);
    }
  });

  it('says for every optional field what the widget does without it, and names only real fields', () => {
    const missing: string[] = [];
    for (const [name, schema] of Object.entries(components())) {
      if (name === 'ErrorBody') continue;
      for (const [field, prop] of Object.entries(schema.properties ?? {})) {
        const optional = !(schema.required ?? []).includes(field);
        if (optional && !FIELDS[`${name}.${field}`]) missing.push(`${name}.${field}`);
        if (FIELDS[`${name}.${field}`]) expect(prop.description).toContain(FIELDS[`${name}.${field}`]);
      }
    }
    expect(missing).toEqual([]);
    for (const key of Object.keys(FIELDS)) {
      const [name = '', field = ''] = key.split('.');
      expect(components()[name]?.properties, key).toHaveProperty([field]);
    }
  });

  it("names the components after the widgets' schema exports", () => {
    const named: Record<string, unknown> = { ...SCHEMAS, ...requests };
    for (const name of Object.keys(components()).filter((n) => n !== 'ErrorBody'))
      expect(named[name], name).toBeInstanceOf(Struct);
    expect(components().User?.required).toEqual(
      expect.arrayContaining(['email', 'login', 'server', 'createdAt', 'premiumCoins', 'isVerified']),
    );
    expect(components().Server?.required).toEqual(['id', 'key', 'title']);
  });

  it("keeps the widget's own fields out of the server's answers (`unavailable` is set by the widget)", () => {
    const named = JSON.stringify(doc.components).match(/"unavailable"/g) ?? [];
    expect(named).toEqual([]);
    // The widget still marks an out-of-range offer, though the server never sends the flag.
    const goods = create({ id: 1, name: 'Bad', price: -5, count: 1 }, GoodsItem);
    expect(goods).toMatchObject({ unavailable: true, price: 0 });
    expect(create({ id: 1, name: 'Ok', imageName: '/c.png', price: 1e21 }, Case).unavailable).toBe(true);
  });

  it('says which referral count the milestone bars measure: the one the widget counts (active, not total)', () => {
    const op = operations().find((o) => o.id === 'referral-milestones');
    expect(PROGRESS_COUNT).toBe('activeReferral');
    expect(op?.reads).toContain(PROGRESS_COUNT);
    expect(op?.reads).not.toContain('totalReferral');
    expect(components().AccountStatistic?.properties?.totalReferral?.description).toContain('not');
  });

  it('says cart_id comes whenever the save answered one, signed in or not (the shop sends it back as it got it)', () => {
    const cart = operations().find((o) => o.id === 'donate-cart');
    const param = (doc.paths as Record<string, { get: { parameters: { name?: string; description?: string }[] } }>)[
      cart?.template ?? ''
    ]?.get.parameters.find((p) => p.name === 'cart_id');
    const order = components().OrderBody?.properties?.cart_id?.description;
    for (const text of [param?.description, order]) {
      expect(text).toMatch(/signed-in player's too/);
      expect(text).not.toMatch(/absent for a signed-in/i);
    }
    // The code's truth: the id goes along whenever the stored cart has one, token or not.
    expect(record((api) => api.donate.cart('cart-1')).query).toEqual({ cart_id: 'cart-1' });
  });

  it('says what the coin purchase body holds: product_type is always 0, product_id a goods or a case id', () => {
    const body = components().StoreByCoinBody?.properties ?? {};
    expect(body.product_type).toMatchObject({ const: 0 });
    expect(body.product_type?.description).toMatch(/always `0`/i);
    expect(body.product_id?.description).toMatch(/goods id.*case id/s);
    expect(body.product_id?.description).toMatch(/look the id up among the goods first/);
    expect(body.product_qty?.description).toBeTruthy();
  });

  it('types what the validator coerces: numeric strings, 0/1 flags, bounds', () => {
    const user = components().User?.properties ?? {};
    expect(user.premiumCoins).toMatchObject({
      anyOf: [{ type: 'number', minimum: 0, maximum: 1e9 }, { type: 'string' }],
    });
    expect(user.isVerified).toMatchObject({ anyOf: [{ type: 'boolean' }, { enum: [0, 1] }] });
    expect(user.isTwoFaEnabled).toMatchObject({ anyOf: [{ type: 'boolean' }, { enum: [0, 1] }, { type: 'null' }] });
  });
});
