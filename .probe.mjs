import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
const child = spawn(process.execPath, ['.host-build/server.mjs', '--port', '4416'], { stdio: 'ignore' });
await new Promise(r => setTimeout(r, 1500));
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
for (const [u, path] of [['verified','/cabinet#ref-system'],['verified','/donate#cases'],['verified','/cabinet#inventory'],['verified','/donate/case/4'],['verified','/cabinet']]) {
await p.goto('http://localhost:4416/__fixtures/login-as?user=' + u + '&next=' + encodeURIComponent(path));
await p.waitForTimeout(2500);
console.log(path, await p.evaluate(() => { const out = new Set(); const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT); for (let n = w.nextNode(); n; n = w.nextNode()) { if (!n.parentElement.checkVisibility()) continue; for (const m of n.textContent.matchAll(/[A-Za-z]{4,}[A-Za-z ,.]*/g)) out.add(m[0]); } for (const el of document.querySelectorAll('[alt],[aria-label],[title]')) for (const a of ['alt','aria-label','title']) { const v = el.getAttribute(a); if (v && /[A-Za-z]{4,}/.test(v)) out.add(a + '=' + v); } return [...out]; }));
}
await b.close(); child.kill();
