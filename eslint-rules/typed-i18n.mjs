// house/typed-i18n: a widget reads its strings through t() typed by its dictionaries (useT, translator),
// which accepts only their keys. Refused: t()/tn() on the page's untyped i18n (`i18n.t(…)`,
// `services.i18n.tn(…)`, `const { t } = i18n`), and a key built from a template (`t(\`a.${b}\`)`), which no
// type can check: a run-time choice goes through a typed map ({ 404: 'x.notFound' } as const satisfies …).
// A dictionary annotated `: Dictionary` loses its keys' types (t() would take any string): `satisfies` keeps them.

const UNTYPED =
  "t() on the page's i18n accepts any string: take a typed one, `const { t } = useT(dictionary)` (shared/runtime/context.ts), or `translator(services.i18n, dictionary)` in an enhancer (shared/i18n/translator.ts).";
const TEMPLATE =
  "A key built from a template cannot be checked: pick it from a typed map (`{ 404: 'x.notFound' } as const satisfies Record<…, MessageKey<typeof dictionary>>`).";

const isT = (node) => node?.type === 'Identifier' && (node.name === 't' || node.name === 'tn');
/** `i18n` or `<anything>.i18n`. */
const isI18n = (node) =>
  (node?.type === 'Identifier' && node.name === 'i18n') ||
  (node?.type === 'MemberExpression' && !node.computed && node.property.name === 'i18n');
const calledT = (callee) =>
  isT(callee) || (callee.type === 'MemberExpression' && !callee.computed && isT(callee.property));
const ANNOTATED =
  'A dictionary annotated `: Dictionary` loses its keys (its t() takes any string): write `= { … } satisfies Dictionary`.';

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: { type: 'problem', schema: [], messages: { untyped: UNTYPED, template: TEMPLATE, annotated: ANNOTATED } },
  create(context) {
    const untyped = (node) => context.report({ node, messageId: 'untyped' });
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type === 'MemberExpression' && !callee.computed && isT(callee.property) && isI18n(callee.object))
          untyped(node);
        const [key] = node.arguments;
        if (calledT(callee) && key?.type === 'TemplateLiteral' && key.expressions.length > 0)
          context.report({ node: key, messageId: 'template' });
      },
      VariableDeclarator(node) {
        const type = node.id.typeAnnotation?.typeAnnotation;
        if (type?.type === 'TSTypeReference' && type.typeName.name === 'Dictionary')
          context.report({ node: node.id, messageId: 'annotated' });
      },
      // `const { t } = i18n`, `const { i18n: { t } } = useServices()`
      Property(node) {
        if (node.parent.type !== 'ObjectPattern' || !isT(node.key)) return;
        const pattern = node.parent;
        const from = pattern.parent;
        const fromI18n =
          (from.type === 'VariableDeclarator' && isI18n(from.init)) ||
          (from.type === 'Property' && from.key.type === 'Identifier' && from.key.name === 'i18n');
        if (fromI18n) untyped(node);
      },
    };
  },
};
