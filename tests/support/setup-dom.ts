import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait up to 3 s: a busy 2-core machine can take more than the default 1 s to settle.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});
