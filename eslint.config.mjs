// ESLint flat config. Fast on purpose: typescript-eslint "recommended" without type-aware rules.
// House rules (docs/ARCHITECTURE.md) apply to widgets/ and shared/ (host-fixtures/ gets the locale one); tests, e2e, host-fixtures,
// scripts and config files get the base TypeScript rules with Node globals.
// eslint-rules/__fixtures__/ and tests/eslint-rules/ prove that every house rule fires.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import house from './eslint-rules/index.mjs';

const root = import.meta.dirname;
const SOURCE = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
const PRODUCT = ['widgets', 'shared'].map((dir) => `${dir}/${SOURCE}`);

// This config runs in Node, so Node's own globals are exactly the ones Node scripts may use.
const nodeGlobals = Object.fromEntries(
  Object.getOwnPropertyNames(globalThis)
    .filter((name) => /^[A-Za-z_$][\w$]*$/.test(name))
    .map((name) => [name, 'readonly']),
);

// `window.x`, `win.x`, `globalThis.x`, `self.x`, `window['x']` and `const { x } = window`, for x matching
// `names` (a read: setting the window's own property is what a host or the bundle does).
function globalMember(names, message, objects = ['window', 'globalThis', 'self']) {
  const obj = `/^(${objects.join('|')})$/`;
  const prop = `/^(${names.join('|')})$/`;
  const read = ':not(AssignmentExpression > .left)';
  return [
    { selector: `MemberExpression[object.name=${obj}][property.name=${prop}]:not([computed=true])${read}`, message },
    { selector: `MemberExpression[object.name=${obj}][computed=true][property.value=${prop}]${read}`, message },
    { selector: `VariableDeclarator[init.name=${obj}] > ObjectPattern > Property[key.name=${prop}]`, message },
  ];
}

// What a host page's markup can answer by id or name (DOM clobbering): getElementById and friends, the
// document's named collections, `document.currentScript` and the page globals.
function namedLookups(message) {
  const collections = '/^(forms|images|embeds|plugins|anchors|applets|scripts|links|all)$/';
  return [
    {
      selector: 'MemberExpression[property.name=/^(getElementById|getElementsByName|namedItem|currentScript)$/]',
      message,
    },
    { selector: `MemberExpression[object.name=/^(document|doc)$/][property.name=${collections}]`, message },
    {
      selector: `MemberExpression[object.property.name=/^(document|ownerDocument)$/][property.name=${collections}]`,
      message,
    },
    ...globalMember(
      ['apiUrl', 'apiToken', 'isHome', 'locale', 'recaptchaSiteKey', 'productName', 'Widgets', 'grecaptcha'],
      message,
      ['window', 'win', 'globalThis', 'self'],
    ),
    // A document's or window's property by a computed name (`document[key]`, `(window as any)[name]`,
    // `Reflect.get(document, key)`): the one read TypeScript lets through that a named element answers.
    // Built-ins by name are typed, and guardDocument keeps posts from shadowing them.
    ...[
      `[object.name=${PAGE_OBJECTS}]`,
      `[object.property.name=${PAGE_MEMBERS}]`,
      `[object.type='TSAsExpression'][object.expression.name=${PAGE_OBJECTS}]`,
      `[object.type='TSAsExpression'][object.expression.expression.name=${PAGE_OBJECTS}]`,
    ].map((object) => ({
      selector: `MemberExpression${object}[computed=true]:not([property.type='Literal']):not(AssignmentExpression > .left)`,
      message,
    })),
    {
      selector: `CallExpression[callee.object.name='Reflect'][callee.property.name=/^(get|has|getOwnPropertyDescriptor)$/][arguments.0.name=${PAGE_OBJECTS}]`,
      message,
    },
  ];
}
const PAGE_OBJECTS = '/^(document|doc|window|win|globalThis|self)$/';
const PAGE_MEMBERS = '/^(document|ownerDocument|defaultView)$/';

const NETWORK =
  'Only shared/api talks to the network: add a typed function in shared/api/endpoints/ (with a superstruct schema in shared/api/schemas/) and call it through services.api.';
const OFETCH =
  'shared/api talks to the network through ofetch, in shared/api/client.ts (its timeout, headers, error mapping and schema check): call client.get/client.send from an endpoint function.';
const STORAGE =
  'Only shared/storage touches cookies and Web Storage (it never throws when storage is blocked): use services.storage, or add a function to shared/storage/.';
const HOST_PAGE =
  'A host page\'s markup answers lookups by id or name (a player\'s post with id="widgets-config", <img name="currentScript">, <img name="querySelector">): only shared/runtime/host-page.ts looks things up by id or name, reads page globals or a document\'s or window\'s property by a computed name, and checks what it got. Read a built-in by its name (guardDocument keeps posts from shadowing those), take the value from services.config, or add a checked lookup there.';
const REDUCED_MOTION =
  'The reduced-motion preference is read in one place: call prefersReducedMotion(win) or mayAnimate(el) from shared/ui/reduced-motion.ts.';
const LAZY_PART =
  'A lazy part is loaded one way: const part = lazyPart(() => import(…)) (shared/ui/lazy-part.ts), then part.load() or usePart(part, what, wanted) (shared/ui/use-part.ts).';
const NO_COMPAT = 'preact/compat (the shipped build) lacks it';
const REACT_MODULES = '/^react(-dom)?$/';

const REACT_ONLY_APIS = {
  useActionState:
    'keep form state in useState/useReducer and submit from an onSubmit handler that tracks pending and errors itself.',
  useOptimistic: 'update local state in the handler before the request and roll it back on failure.',
  useFormStatus: 'pass the pending flag down as a prop (or through context) from the form that owns it.',
  useEffectEvent: 'keep the latest callback in a ref (useRef, updated in an effect) and call ref.current().',
  use: 'load data in a use-*.ts hook (useEffect + useState) and read context with useContext.',
};

// compat APIs with a cheaper way in this code base (whatever a widget uses of preact/compat is in the core
// chunk every page loads: docs/PERFORMANCE.md, Size). compat's lazy, Suspense and memo are allowed where
// they are the simpler code.
const COSTLY_COMPAT_APIS = {
  useSyncExternalStore: 'subscribe in useEffect and keep the snapshot in useState (read it once more in the effect).',
};

// Each restriction is lifted only inside the folder that owns that side effect.
const RESTRICTIONS = [
  {
    allowedIn: 'shared/api',
    globals: [
      { name: 'fetch', message: NETWORK },
      { name: 'XMLHttpRequest', message: NETWORK },
    ],
    syntax: globalMember(['fetch', 'XMLHttpRequest'], NETWORK),
    imports: { paths: [{ name: 'ofetch', message: NETWORK }] },
    // Inside shared/api the network is ofetch's: the browser's fetch and XMLHttpRequest stay refused.
    inside: {
      globals: [
        { name: 'fetch', message: OFETCH },
        { name: 'XMLHttpRequest', message: OFETCH },
      ],
      syntax: globalMember(['fetch', 'XMLHttpRequest'], OFETCH),
    },
  },
  {
    allowedIn: 'shared/storage',
    globals: [
      { name: 'localStorage', message: STORAGE },
      { name: 'sessionStorage', message: STORAGE },
    ],
    syntax: [
      ...globalMember(['localStorage', 'sessionStorage'], STORAGE),
      { selector: "MemberExpression[object.name='document'][property.name='cookie']", message: STORAGE },
      {
        selector:
          "MemberExpression[property.name='cookie'][object.type='MemberExpression'][object.property.name='document']",
        message: STORAGE,
      },
      {
        selector: "VariableDeclarator[init.name='document'] > ObjectPattern > Property[key.name='cookie']",
        message: STORAGE,
      },
    ],
  },
  { allowedIn: 'shared/runtime/host-page.ts', syntax: namedLookups(HOST_PAGE) },
  {
    allowedIn: 'shared/ui/reduced-motion.ts',
    syntax: [
      { selector: 'Literal[value=/prefers-reduced-motion/]', message: REDUCED_MOTION },
      { selector: 'TemplateElement[value.raw=/prefers-reduced-motion/]', message: REDUCED_MOTION },
    ],
  },
  {
    allowedIn: 'shared/ui/lazy-part.ts',
    // An import kept by hand (a memo, a load state) is a second part loader.
    syntax: [
      { selector: "AssignmentExpression[operator='??='] ImportExpression", message: LAZY_PART },
      { selector: "VariableDeclarator[id.type='Identifier'] > ImportExpression", message: LAZY_PART },
      {
        selector: 'CallExpression[callee.name=/^(useLoad|useState|useMemo|useRef)$/] ImportExpression',
        message: LAZY_PART,
      },
    ],
  },
  {
    allowedIn: null,
    syntax: [
      // Selectors rather than no-restricted-imports, which would also flag every `import * as React`.
      ...Object.entries(REACT_ONLY_APIS).flatMap(([api, instead]) => {
        const message = `${api} is a React 19 API and ${NO_COMPAT}: ${instead}`;
        return [
          {
            selector: `ImportDeclaration[source.value=${REACT_MODULES}] > ImportSpecifier[imported.name='${api}']`,
            message,
          },
          {
            selector: `ExportNamedDeclaration[source.value=${REACT_MODULES}] > ExportSpecifier[local.name='${api}']`,
            message,
          },
        ];
      }),
      ...Object.entries(COSTLY_COMPAT_APIS).map(([api, instead]) => ({
        selector: `ImportDeclaration[source.value=${REACT_MODULES}] > ImportSpecifier[imported.name='${api}']`,
        message: `${api} brings its part of preact/compat into every page's core (0.1-0.3 KB gzip): ${instead}`,
      })),
      {
        selector: `MemberExpression[object.name=/^(React|ReactDOM)$/][property.name=/^(${Object.keys(REACT_ONLY_APIS).join('|')})$/]`,
        message: `This React 19 API is missing from preact/compat (the shipped build): use useState/useReducer, useEffect, useContext or a ref instead.`,
      },
      {
        selector: "JSXAttribute[name.name='formAction']",
        message: `formAction is a React 19 form action and ${NO_COMPAT}. Handle the click with onClick (or the form's onSubmit).`,
      },
      {
        selector:
          "JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name='action'][value.type='JSXExpressionContainer']:not([value.expression.type='Literal']):not([value.expression.type='TemplateLiteral'])",
        message: `A function form action (action={…}) is React 19 only and ${NO_COMPAT}. Use onSubmit={(e) => { e.preventDefault(); … }}; action may only be a URL string.`,
      },
    ],
    imports: {
      patterns: [
        {
          group: ['preact', 'preact/*'],
          message:
            "Import from 'react' / 'react-dom' (build.mjs aliases them to preact/compat); importing preact directly breaks the React flavor.",
        },
      ],
    },
  },
];

/** The restriction rules for files where the restriction owned by `zone` (or none) is lifted. */
function restrictionRules(zone) {
  const active = [
    ...RESTRICTIONS.filter((r) => r.allowedIn === null || r.allowedIn !== zone),
    ...RESTRICTIONS.filter((r) => r.allowedIn === zone && r.inside).map((r) => r.inside),
  ];
  return {
    'no-restricted-globals': ['error', ...active.flatMap((r) => r.globals ?? [])],
    'no-restricted-syntax': ['error', ...active.flatMap((r) => r.syntax ?? [])],
    'no-restricted-imports': [
      'error',
      {
        paths: active.flatMap((r) => r.imports?.paths ?? []),
        patterns: active.flatMap((r) => r.imports?.patterns ?? []),
      },
    ],
  };
}

const zones = RESTRICTIONS.map((r) => r.allowedIn).filter(Boolean);

export default [
  {
    ignores: [
      'dist/',
      'dist-react/',
      '.host-build/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'coverage/',
      'eslint-rules/__fixtures__/',
      // new-widget.test.ts's scratch roots, while it runs
      '.scaffold-*/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: [
      `*.{js,mjs,cjs,ts,mts}`,
      ...['scripts', 'eslint-rules', 'tests', 'e2e', 'host-fixtures', 'bench'].map((d) => `${d}/${SOURCE}`),
    ],
    languageOptions: { globals: nodeGlobals },
  },
  {
    // Plain browser scripts the fixture host serves as they are. The browser's global list is not a
    // direct dependency, so no-undef is off here as it is for TypeScript (where tsc checks names).
    // The bench's page.evaluate() callbacks run in the page, so they name browser globals too.
    files: ['host-fixtures/public/**/*.{js,mjs}', 'bench/**/*.mjs'],
    rules: { 'no-undef': 'off' },
  },
  {
    files: PRODUCT,
    plugins: { house, 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // No import cycles (type-only ones included: they hide a tangle all the same).
      'import-x/no-cycle': 'error',
      'house/import-boundaries': ['error', { root }],
      'house/locale-literals': ['error', { root }],
      // The two classic hook rules; useLoad's deps are checked like useEffect's.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useLoad$' }],
      ...restrictionRules(null),
    },
  },
  {
    files: PRODUCT,
    // shared/i18n/index.ts is the untyped engine the typed t() wraps; shared/api may not import the typed
    // translator (docs/ARCHITECTURE.md, Layers): errors.ts reads a key map its test types against common.
    ignores: ['shared/i18n/index.ts', 'shared/api/errors.ts'],
    plugins: { house },
    rules: { 'house/typed-i18n': 'error' },
  },
  // A zone is a folder, or one file (shared/runtime/host-page.ts).
  ...zones.map((zone) => ({
    files: [/\.tsx?$/.test(zone) ? zone : `${zone}/${SOURCE}`],
    rules: restrictionRules(zone),
  })),
  // The fixture host, the end-to-end specs and the scripts serve and visit the same languages: their list is the product's.
  {
    files: ['host-fixtures', 'e2e', 'scripts'].map((dir) => `${dir}/${SOURCE}`),
    plugins: { house },
    rules: { 'house/locale-literals': ['error', { root }] },
  },
  // The locale module is where the list is written.
  { files: ['shared/i18n/locales.ts'], rules: { 'house/locale-literals': 'off' } },
];
