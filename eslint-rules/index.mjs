// Local ESLint plugin "house": the project's own rules (see eslint.config.mjs).
import importBoundaries from './import-boundaries.mjs';
import localeLiterals from './locale-literals.mjs';
import typedI18n from './typed-i18n.mjs';

export default {
  meta: { name: 'eslint-plugin-house', version: '1.0.0' },
  rules: { 'import-boundaries': importBoundaries, 'locale-literals': localeLiterals, 'typed-i18n': typedI18n },
};
