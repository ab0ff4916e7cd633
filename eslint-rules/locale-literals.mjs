// house/locale-literals: the site's languages are listed once, in shared/i18n/locales.ts (LOCALES);
// everything else derives from it. Refused elsewhere: a string that is a locale ('en', a type 'ru' | 'uk'),
// a locale-prefixed address ('/uk/donate') and a regular expression naming locales (/^\/(uk|en)\//).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** LOCALES as written in the locale module, read so that this rule has no list of its own. */
export function readLocales(root) {
  const source = readFileSync(path.join(root, 'shared/i18n/locales.ts'), 'utf8');
  const list = /export const LOCALES = \[([^\]]*)\]/.exec(source)?.[1];
  if (!list) throw new Error('house/locale-literals: no `export const LOCALES = [...]` in shared/i18n/locales.ts');
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

const MESSAGE =
  'A locale literal outside the locale module: derive it from shared/i18n/locales.ts (LOCALES, Locale, DEFAULT_LOCALE, isLocale, withLocale/stripLocale).';

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { literal: MESSAGE },
  },
  create(context) {
    const locales = readLocales(context.options[0]?.root ?? context.cwd);
    const alternatives = locales.join('|');
    const prefixed = new RegExp(`^/(${alternatives})(?:[/?#]|$)`);
    const inRegex = new RegExp(`(?:^|[|(:/])(${alternatives})(?=[|)/\\\\])`);
    return {
      Literal(node) {
        const refused =
          typeof node.value === 'string'
            ? locales.includes(node.value) || prefixed.test(node.value)
            : Boolean(node.regex && inRegex.test(node.regex.pattern));
        if (refused) context.report({ node, messageId: 'literal' });
      },
      TemplateElement(node) {
        if (prefixed.test(node.value.cooked ?? '')) context.report({ node, messageId: 'literal' });
      },
    };
  },
};
