import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Every findBy/waitFor waits up to 10 s: on a busy 2-core machine (load 12-20) a lazy part's import took
// more than 1 s (Testing Library's default). A wait ends as soon as its condition holds, so a passing test
// pays nothing for it; no test sets a shorter one (vitest.config.ts gives each test 30 s).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});
