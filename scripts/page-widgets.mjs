// The widgets each measured page loads, read from the fixture page itself, not kept by hand: size-budgets.json
// "pages" names each page the size report measures (page:NAME) as a fixture page, a seed player and whether
// it is scrolled through; host-fixtures/pages/measured.ts renders that page as the fixture host serves it
// and collects its `data-widget` mount points, split as the loader splits them (the first wave; the deferred
// ones too when scrolled). Adding a widget to a fixture page changes what its page measures, nothing else.
import * as esbuild from 'esbuild';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ENTRY = 'host-fixtures/pages/measured.ts';

/**
 * NAME → the widgets page NAME loads, for `pages` (size-budgets.json "pages": NAME → {path, user?, scrolled?}).
 * The fixture host is TypeScript: it is bundled for node first (packages stay imports, resolved from the
 * repository's node_modules), into node_modules/.cache/ and removed once imported.
 */
/**
 * @param {string} root
 * @param {unknown} pages size-budgets.json "pages" (validated by the fixture host's MeasuredPage)
 * @returns {Promise<Record<string, string[]>>}
 */
export async function pageWidgets(root, pages) {
  const dir = path.join(root, 'node_modules/.cache/page-widgets');
  const outfile = path.join(dir, `measured-${process.pid}-${Date.now()}.mjs`);
  mkdirSync(dir, { recursive: true });
  try {
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: [ENTRY],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'warning',
    });
    const { widgetsOfPages } = await import(pathToFileURL(outfile).href);
    return await widgetsOfPages(root, pages);
  } finally {
    rmSync(outfile, { force: true });
  }
}
