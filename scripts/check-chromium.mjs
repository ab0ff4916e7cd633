// Runs before `npm test` and `npm run test:e2e` (package.json "pretest"): the e2e suite needs Debian's
// Chromium (playwright.config.ts). Missing, it is installed as .ci/run does when this user can (root, or
// sudo without a password); else the run stops here, in its first seconds, with the one command that
// fixes it, instead of failing every e2e test ten minutes later.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FIX = 'sudo apt-get update && sudo apt-get install -y chromium';

/** `apt-get update && apt-get install -y chromium`, as root or through `sudo -n`; true when it worked. */
function install(/** @type {boolean} */ sudo) {
  const run = (/** @type {string[]} */ args) =>
    spawnSync(sudo ? 'sudo' : 'apt-get', sudo ? ['-n', 'apt-get', ...args] : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  return run(['update']) && run(['install', '-y', 'chromium']);
}

if (!existsSync(chromium)) {
  console.log(`test: ${chromium} is missing (the e2e tests run in Debian's Chromium)`);
  const isRoot = process.getuid?.() === 0;
  const canSudo = () => spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  if (!process.env.CHROMIUM_PATH && existsSync('/usr/bin/apt-get') && (isRoot || canSudo())) {
    console.log('test: installing it with apt-get, as .ci/run does');
    if (install(!isRoot) && existsSync(chromium)) process.exit(0);
  }
  const fix = process.env.CHROMIUM_PATH ? `point CHROMIUM_PATH at a Chromium executable` : FIX;
  console.error(`test: stopped before the run. Fix: ${fix}`);
  process.exit(1);
}
