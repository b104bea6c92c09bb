/**
 * Web benchmark (TARGETS.md): initial JavaScript against a bare React page (the floor), and Lighthouse mobile
 * (Debian Chromium, median of 5 runs per page) on the built shop served by the real server on a fresh embedded
 * database with the demo world, signed in as the Acme admin. Writes bench/results/web.md.
 *
 *   npx tsx bench/web.bench.ts               # builds apps/web first
 *   npx tsx bench/web.bench.ts --no-build    # measures the existing apps/web/dist
 */
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { bareReactPage } from './lib/bare-react';
import { initialJavaScript } from './lib/initial-js';
import { auditMobile, median, type MobileAudit } from './lib/lighthouse-mobile';
import { startShop } from './lib/shop-server';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false }, runs: { type: 'string', default: '5' }, port: { type: 'string', default: '3390' } } });
const repo = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(repo, 'apps/web/dist');
// Kilobytes of 1,000 bytes: the stricter reading of TARGETS.md's '170 KB'.
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

if (!values['no-build']) execFileSync('npm', ['run', 'build', '-w', '@sparesfinder/web'], { cwd: repo, stdio: 'inherit' });
const shopJs = await initialJavaScript(distDir);
const floorJs = await bareReactPage();

const pages = [
  { name: 'home', path: '/' },
  { name: 'search results (`valve`)', path: '/products?searchTerm=valve' },
  { name: 'sign-in page (signed out)', path: '/bff/login', signedOut: true },
];
const shop = await startShop({ repo, port: Number(values.port), dataDir: await mkdtemp(join(os.tmpdir(), 'sf-web-bench-')) });
const audits: { name: string; runs: MobileAudit[] }[] = [];
try {
  const cookie = await shop.signIn('admin@acme-heating.test', 'demo1234!');
  for (const page of pages) {
    const runs: MobileAudit[] = [];
    for (let i = 0; i < Number(values.runs); i++) runs.push(await auditMobile(`${shop.baseUrl}${page.path}`, page.signedOut ? undefined : cookie));
    audits.push({ name: page.name, runs });
    console.log(page.name, runs.map((run) => run.performance));
  }
} finally {
  await shop.stop();
}

const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
const lines = [
  '# Web benchmark',
  '',
  `Measured ${new Date().toISOString()} by \`npx tsx bench/web.bench.ts\`. Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, Node ${process.version}, ${execFileSync('/usr/bin/chromium', ['--version']).toString().trim()}.`,
  '',
  '## Initial JavaScript',
  '',
  'The entry script and its modulepreloads in the built index.html, each gzipped alone at level 9 (bench/lib/initial-js.ts); the floor is a bare React page built by the same Vite and React plugin (bench/lib/bare-react.ts).',
  '',
  '| page | files | raw | gzip | target |',
  '|---|---:|---:|---:|---|',
  `| the shop (apps/web) | ${shopJs.files.length} | ${kb(shopJs.bytes)} | ${kb(shopJs.gzipBytes)} | ≤ 170 kB: ${verdict(shopJs.gzipBytes <= 170_000)} |`,
  `| bare React page (the floor) | ${floorJs.files.length} | ${kb(floorJs.bytes)} | ${kb(floorJs.gzipBytes)} | – |`,
  '',
  `The shop loads ${kb(shopJs.gzipBytes - floorJs.gzipBytes)} gzip above the floor before its first page chunk.`,
  '',
  `## Lighthouse mobile (median of ${values.runs})`,
  '',
  "Lighthouse's default mobile run (emulated Moto G Power, simulated Slow 4G and 4× CPU slowdown), performance category only, Debian Chromium headless, against the built shop served by the real server (fresh embedded database, demo world) on this machine; signed-in pages carry the Acme admin's session cookie (bench/lib/lighthouse-mobile.ts).",
  '',
  '| page | performance | LCP | CLS | TBT | FCP | critical chain (requests) | JS files | runs (performance) | target |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ...audits.map(({ name, runs }) => {
    const m = (pick: (run: MobileAudit) => number) => median(runs.map(pick));
    const ok = m((r) => r.performance) >= 90 && m((r) => r.lcpMs) <= 2000 && m((r) => r.cls) <= 0.05;
    return `| ${name} | ${m((r) => r.performance)} | ${(m((r) => r.lcpMs) / 1000).toFixed(2)} s | ${m((r) => r.cls).toFixed(3)} | ${m((r) => r.tbtMs).toFixed(0)} ms | ${(m((r) => r.fcpMs) / 1000).toFixed(2)} s | ${m((r) => r.criticalChainRequests)} | ${m((r) => r.scriptRequests)} | ${runs.map((r) => r.performance).join(', ')} | performance ≥ 90, LCP ≤ 2.0 s, CLS ≤ 0.05: ${verdict(ok)} |`;
  }),
  '',
];
const resultsDir = join(repo, 'bench/results');
await mkdir(resultsDir, { recursive: true });
// The sections written by hand after earlier runs (every heading but the two above) are kept below the new figures.
const earlier = (await readFile(join(resultsDir, 'web.md'), 'utf8').catch(() => '')).split('\n');
const handWritten = earlier.findIndex((line) => /^## /.test(line) && !/^## (Initial JavaScript|Lighthouse mobile)/.test(line));
await writeFile(join(resultsDir, 'web.md'), [...lines, ...(handWritten === -1 ? [] : earlier.slice(handWritten))].join('\n'));
console.log(lines.join('\n'));
