import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newWidget } from '../../scripts/new-widget.mjs';
import type { Report } from '../../scripts/size-report.mjs';

// The README's promise: adding a widget changes no other widget's budget. A copy of the working tree (its
// tracked and new files, node_modules linked) gets the scaffold's form widget and a build of the shipped flavor.
const REPO = path.join(import.meta.dirname, '../..');
const root = mkdtempSync(path.join(tmpdir(), 'new-widget-budgets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function copyOfTree() {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO,
    encoding: 'utf8',
  })
    .split('\0')
    // A file deleted in the working tree but still in the index is not there to copy.
    .filter((file) => file && existsSync(path.join(REPO, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(path.join(REPO, file), path.join(root, file));
  }
  symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'));
}

// The build takes 15-25 s; on a busy machine up to twice that.
describe('a new form widget and the other budgets', { timeout: 120_000 }, () => {
  it('leaves every other budget as it was: the shared UI it uses is not re-split', async () => {
    copyOfTree();
    await newWidget(root, 'support-ticket', 'form', '/api/v1/support/tickets');
    const build = spawnSync(process.execPath, ['build.mjs', '--flavor=preact'], { cwd: root, encoding: 'utf8' });
    const report = JSON.parse(readFileSync(path.join(root, 'dist/size-report.json'), 'utf8')) as Report;
    expect(report.widgets['support-ticket'], 'the scaffolded widget is built').toBeDefined();
    const over = report.budgets.filter((b) => b.status !== 'ok').map((b) => `${b.name} +${String(b.overBy)} B`);
    expect(over).toEqual([]);
    expect(build.status, build.stderr).toBe(0);
  });
});
