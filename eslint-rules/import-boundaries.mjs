// house/import-boundaries: imports flow one way, widgets/* → shared/*.
//   - a file under widgets/<a>/ may import only from its own folder, shared/ and packages;
//     never from widgets/<b>/ (b ≠ a) nor the loader/registry (widgets/index.ts, widgets/registry.ts);
//   - a file under shared/ never imports from widgets/;
//   - inside shared/, the folders are layers (docs/ARCHITECTURE.md): i18n, storage and api import none
//     (schemas come from the superstruct package); runtime may import those; ui and loader may import
//     runtime too; nothing in shared/ imports the loader, and only the entries (widgets/*.ts) do;
//     A lazy import() counts like any other: the entry that starts the runtime passes the ui it needs.
// widgets/index.ts and widgets/registry.ts sit outside every widgets/<a>/ folder, so they are exempt.
// Paths are resolved against the importing file's directory; root-based specifiers such as
// 'widgets/x', '/widgets/x', '@/widgets/x' or '~/widgets/x' are resolved against the project root.
import path from 'node:path';

/** What each shared folder may import from the other shared folders. */
export const SHARED_LAYERS = {
  i18n: [],
  storage: [],
  api: [],
  runtime: ['i18n', 'storage', 'api'],
  ui: ['runtime', 'i18n', 'storage', 'api'],
  loader: ['runtime', 'i18n', 'storage', 'api'],
};

const ROOT_ALIASES = /^(?:@\/|~\/|#\/|\/|src\/)?(?=widgets(?:\/|$))/;

function toPosixRelative(root, file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel;
}

/** The import target as a root-relative posix path, or null for packages and paths outside root. */
function resolveTarget(root, fromDir, specifier) {
  if (specifier.startsWith('.')) return toPosixRelative(root, path.resolve(fromDir, specifier));
  if (path.isAbsolute(specifier)) {
    const inside = toPosixRelative(root, specifier);
    if (inside !== null) return inside;
  }
  return ROOT_ALIASES.test(specifier) ? path.posix.normalize(specifier.replace(ROOT_ALIASES, '')) : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Widgets never import each other or the loader; shared/ never imports widgets/.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string', description: 'Project root (defaults to the cwd).' } },
        additionalProperties: false,
      },
    ],
    messages: {
      crossWidget:
        "widgets/{{from}}/ must not import from widgets/{{to}} ('{{source}}'). Widgets never import each other: move the shared code to shared/ (e.g. shared/ui, shared/api) or talk through the bus (services.bus.emit/on with a 'domain:past-tense' event).",
      loader:
        "widgets/{{from}}/ must not import the loader or registry ('{{source}}'). Only the entries (widgets/index.ts, widgets/iife.ts) load widgets, and only widgets/registry.ts knows the widget list; put what you need in shared/.",
      sharedLayer:
        "shared/{{from}}/ must not import from shared/{{to}}/ ('{{source}}'). Inside shared/ the layers are i18n, storage, api < runtime < ui (docs/ARCHITECTURE.md): move the code down a layer, or pass it in.",
      sharedToWidgets:
        "shared/ must not import from widgets/ ('{{source}}'). Imports flow one way, widgets → shared: move the code into shared/, or have the widget pass it in (an argument, a service, a bus event).",
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const filename = context.physicalFilename ?? context.filename;
    const fileRel = toPosixRelative(root, filename);
    if (fileRel === null) return {};
    const parts = fileRel.split('/');
    const ownWidget = parts[0] === 'widgets' && parts.length >= 3 ? parts[1] : null;
    const inShared = parts[0] === 'shared';
    const layer = inShared && parts.length >= 3 ? parts[1] : null;
    if (!ownWidget && !inShared) return {};
    const fromDir = path.dirname(filename);

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = resolveTarget(root, fromDir, specifier);
      if (target === null) return;
      const t = target.split('/');
      if (layer && t[0] === 'shared' && t.length >= 3 && t[1] !== layer && layer in SHARED_LAYERS) {
        if (!SHARED_LAYERS[layer].includes(t[1]))
          context.report({ node, messageId: 'sharedLayer', data: { from: layer, to: t[1], source: specifier } });
        return;
      }
      if (ownWidget && t[0] === 'shared' && t[1] === 'loader') {
        context.report({ node, messageId: 'loader', data: { from: ownWidget, source: specifier } });
        return;
      }
      if (t[0] !== 'widgets') return;
      if (inShared) {
        context.report({ node, messageId: 'sharedToWidgets', data: { source: specifier } });
        return;
      }
      if (t[1] === ownWidget && t.length >= 2) return;
      const to = (t[1] ?? '').replace(/\.[cm]?[jt]sx?$/, '');
      const isLoader = t.length <= 2 && (to === '' || to === 'index' || to === 'registry');
      context.report({
        node,
        messageId: isLoader ? 'loader' : 'crossWidget',
        data: { from: ownWidget, to: t.length > 2 ? `${to}/` : to, source: specifier },
      });
    }

    const literalValue = (node) => {
      if (node?.type === 'Literal') return node.value;
      if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
      return undefined;
    };

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => check(node.source, literalValue(node.source)),
      // import x = require('…')
      TSExternalModuleReference: (node) => check(node.expression, literalValue(node.expression)),
      // type T = import('…').T
      TSImportType: (node) => {
        const arg = node.source ?? node.argument?.literal ?? node.argument;
        check(node, literalValue(arg));
      },
      // require('…') in the rare CommonJS-style file
      'CallExpression[callee.type="Identifier"][callee.name="require"]': (node) =>
        check(node.arguments[0], literalValue(node.arguments[0])),
    };
  },
};
