import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
];

// Stylesheets the widgets link are never fetched (the tests fire their load events themselves).
const dom = {
  environment: 'happy-dom',
  environmentOptions: { happyDOM: { settings: { disableCSSFileLoading: true } } },
  include: ['tests/**/*.test.tsx'],
  setupFiles: ['tests/support/setup-dom.ts'],
  // A worker and its window serve many files (a fresh process and window per file was most of the run's
  // time); the setup file gives each file fresh product modules and the page as the first file found it.
  isolate: false,
};

/**
 * Three projects: pure logic in node (*.test.ts), and every component test (*.test.tsx) twice in
 * happy-dom, once on preact/compat (what ships) and once on React 19 (proof we use only the shared API).
 */
export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    // Room above the 10 s a Testing Library query may wait (tests/support/setup-dom.ts), on a busy machine.
    testTimeout: 30_000,
    // vitest's default is one worker fewer than the cores: on a 2-core machine one worker, and a core idle.
    maxWorkers: Math.max(2, availableParallelism()),
    // Each project takes the settings above (`extends`): without it a project runs on vitest's defaults (a 5 s
    // test timeout, the machine's time zone), and a node test past 5 s on a loaded machine failed.
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: ['tests/**/*.test.ts'] } },
      { extends: true, resolve: { alias: preactAliases }, test: { name: 'preact', ...dom } },
      { extends: true, test: { name: 'react', ...dom } },
    ],
  },
});
