import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';

/** A port nothing listens on now (the system picks it); the fixture host binds it a moment later. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

// Every run starts its own fixture host from the build on disk, on E2E_PORT or else on a free port (kept in
// the environment, so the workers, which load this file again, use the same one). A server left on a port
// by a killed run is never reused: it serves the code of the build it started from, and a run on it gave
// dozens of false failures; a run given a port that is still taken stops at once, saying so.
process.env.E2E_PORT ||= String(await freePort());
const PORT = Number(process.env.E2E_PORT);
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** E2E in Debian's Chromium against the fixture host (built by `npm run build`). Every test gets its own fixture state (cookie session). */
export default defineConfig({
  testDir: 'e2e',
  // A run empties its output folder as it starts: one per port, so a second run beside it (its own port)
  // does not delete the traces and screenshots of the first one's tests while they are being written.
  outputDir: `test-results/port-${PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and a screenshot of the end. The
    // trace's film strip (a screencast of every frame of every test, failed or not) is left out: on 2 cores it
    // cost a quarter of the fault matrix's time (459 s of test time → 341 s; 327 s with no trace at all).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The failure screenshot is taken by e2e/support/fixtures.ts (`problems`), on failure only: Playwright's
    // 'only-on-failure' shoots every test's page as it closes (After Hooks of the fault matrix: 42 s → 12 s).
    screenshot: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone-only/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } }, grep: /@phone/ },
  ],
  webServer: {
    command: `node .host-build/server.mjs --port ${PORT}`,
    url: `http://localhost:${PORT}/gallery`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
