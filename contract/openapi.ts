import pkg from '../package.json' with { type: 'json' };
import * as account from '../shared/api/schemas/account';
import * as banner from '../shared/api/schemas/banner';
import * as cases from '../shared/api/schemas/cases';
import * as checkout from '../shared/api/schemas/checkout';
import * as coupons from '../shared/api/schemas/coupons';
import * as donate from '../shared/api/schemas/donate';
import * as referral from '../shared/api/schemas/referral';
import * as servers from '../shared/api/schemas/servers';
import * as session from '../shared/api/schemas/session';
import * as shop from '../shared/api/schemas/shop';
import * as user from '../shared/api/schemas/user';
import { LOCALES } from '../shared/i18n/locales';
import { ENDPOINTS, type Endpoint, type Sample } from './endpoints';
import { FIELDS } from './fields';
import { SchemaWriter, type AnyStruct, type JsonSchema } from './json-schema';
import { record, type Recorded } from './record';
import * as requests from './requests';
import { sampleCart } from './sample-cart';

/** The widgets' answer schemas by export name: the components of the document. */
export const SCHEMAS: Record<string, unknown> = {
  ...account,
  ...banner,
  ...cases,
  ...checkout,
  ...coupons,
  ...donate,
  ...referral,
  ...servers,
  ...session,
  ...shop,
  ...user,
};

/** Sample arguments for recording the calls (the fixture seed's ids; any value of the type would do). */
export const SAMPLE: Sample = {
  id: 11,
  server: 'one',
  page: 1,
  count: 5,
  token: 'token',
  code: '123456',
  secret: 'SECRET',
  captcha: 'captcha-token',
  cartId: '',
  // A shop without tiers: only the request's shape is recorded from it (the examples price theirs by the shop's).
  cart: sampleCart({
    servers: [{ id: 1, key: 'one', title: 'Nova One' }],
    products: [{ id: 1, title: 'One Coins', type: 'one_coin' }],
    payment_groups: [],
  })!,
};

export interface Operation extends Endpoint {
  request: Recorded;
  /** The path with `{name}` for each parameter. */
  template: string;
}

/** Each catalogue endpoint with the request its widget call makes. */
export function operations(sample: Sample = SAMPLE): Operation[] {
  return ENDPOINTS.map((endpoint) => {
    const request = record((api) => endpoint.call(api, sample));
    let template = request.path;
    for (const [name, key] of Object.entries(endpoint.params ?? {}))
      template = template.replace(`/${String(sample[key])}`, `/{${name}}`);
    return { ...endpoint, request, template };
  });
}

/** The structs' names (the answers' and the request bodies'), for `$ref`s. */
const describe = (component: string, field: string) => FIELDS[`${component}.${field}`];

const ERROR_BODY: JsonSchema = {
  type: 'object',
  description:
    'An error answer. `message` is shown where the widget docs say so (a coin purchase, for one); `errors.<field>` flags a form field (sign-up: email, login, promo_code). `needTwoFactor` belongs to sign-in only.',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};

const AUTH_TEXT: Record<Endpoint['auth'], string> = {
  bearer: 'Signed-in players only: `Authorization: Bearer <window.apiToken>`; without a valid token answer 401.',
  optional: 'Visitors and players: `Authorization: Bearer <token>` comes when the page has one.',
  none: 'Sent before there is a token; a 4xx here is a refusal the form shows, never a logout.',
  site: 'The page origin (not apiUrl), with `X-CSRF-TOKEN` from `<meta name="csrf-token">`; no bearer token.',
};

export interface Examples {
  /** The answer body per endpoint id. */
  [id: string]: unknown;
}

/** The OpenAPI 3.1 document of the API the widgets call, from their own endpoint functions and schemas. */
export function buildOpenApi(examples: Examples = {}): JsonSchema {
  const writer = new SchemaWriter({ ...SCHEMAS, ...requests }, describe);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations()) {
    const item = (paths[op.template] ??= {});
    item[op.request.method.toLowerCase()] = operation(op, writer, examples[op.id]);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nova RP widgets: the API the widgets call',
      version: pkg.version,
      description:
        "Generated from the widgets' own endpoint functions (shared/api/endpoints) and answer schemas (shared/api/schemas): what the bundle sends and accepts, no more. Read with docs/BACKEND.md. Answers may carry fields not listed here; the widgets ignore them (`npm run check:api` lists them).",
    },
    servers: [
      {
        url: '{apiUrl}',
        description:
          '`window.apiUrl` (or `apiUrl` in #widgets-config). Site routes (/auth-store-token) are on the page origin.',
        variables: { apiUrl: { default: 'https://api.example.com' } },
      },
    ],
    paths,
    components: {
      schemas: { ...writer.components, ErrorBody: ERROR_BODY },
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: true,
          description: 'The page locale on every call; answer server content (titles, descriptions) in it.',
          schema: { enum: [...LOCALES] },
        },
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: '`window.apiToken`, sent to apiUrl only.' },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: 'X-CSRF-TOKEN',
          description: 'The `<meta name="csrf-token">` content, sent on same-origin calls only.',
        },
      },
    },
  };
}

function operation(op: Operation, writer: SchemaWriter, example: unknown): JsonSchema {
  const { request } = op;
  const parameters: JsonSchema[] = [{ $ref: '#/components/parameters/AcceptLanguage' }];
  for (const name of Object.keys(op.params ?? {}))
    parameters.push({ name, in: 'path', required: true, schema: { type: 'integer', minimum: 0 } });
  for (const [name, text] of Object.entries(op.optionalQuery ?? {}))
    if (!(name in (request.query ?? {})))
      parameters.push({ name, in: 'query', required: false, description: text, schema: { type: 'string' } });
  for (const [name, value] of Object.entries(request.query ?? {}))
    parameters.push({
      name,
      in: 'query',
      required: true,
      schema: { type: typeof value === 'number' ? 'integer' : 'string' },
    });
  const answer = writer.schema(request.answer);
  const success: JsonSchema = {
    description: `Any 2xx status. ${op.reads}`,
    content: { 'application/json': { schema: answer, ...(example === undefined ? {} : { example }) } },
  };
  const errors = Object.fromEntries(
    Object.entries({
      ...(op.auth === 'bearer' ? { '401': 'The session ended: the page signs the player out.' } : {}),
      ...op.errors,
    }).map(([status, text]) => [
      status,
      { description: text, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
    ]),
  );
  const security =
    op.auth === 'bearer'
      ? [{ bearer: [] }]
      : op.auth === 'site'
        ? [{ csrf: [] }]
        : op.auth === 'optional'
          ? [{}, { bearer: [] }]
          : [{}];
  return {
    operationId: op.id,
    summary: op.summary,
    description: `${AUTH_TEXT[op.auth]} Used by: ${op.usedBy.join(', ')}.${op.mutating ? ' Changes state.' : ''}`,
    tags: [op.usedBy[0]],
    parameters,
    ...(op.body ? { requestBody: requestBody(op.body, writer) } : {}),
    security,
    responses: { '2XX': success, ...errors },
    ...(op.auth === 'site' ? { servers: [{ url: '/', description: 'The page origin.' }] } : {}),
  };
}

function requestBody(structs: AnyStruct[], writer: SchemaWriter): JsonSchema {
  const schemas = structs.map((s) => writer.schema(s));
  const [one] = schemas;
  return {
    required: true,
    content: { 'application/json': { schema: schemas.length === 1 ? one : { oneOf: schemas } } },
  };
}
