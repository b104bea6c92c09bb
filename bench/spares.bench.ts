/**
 * The spares finder's calls (issue #16: p95 ≤ 20 ms each at full scale) over HTTP against a running shop, signed in
 * as the demo admin. A fixed-seed set of calls drawn from the data itself: appliances of every maker, part types of
 * sampled appliances, parts searches, GC searches (with and without dashes), keyword searches (part codes and part
 * type words, each with and without a maker), diagrams and diagram parts. Prints p50 / p95 / p99 per call.
 *
 *   npx tsx bench/spares.bench.ts --base http://127.0.0.1:3000 [--calls 400] [--out bench/results/spares.md --label 'full scale, PostgreSQL']
 */
import { appendFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Latencies, ms } from './lib/latency';

const { values } = parseArgs({ options: { base: { type: 'string', default: 'http://127.0.0.1:3000' }, calls: { type: 'string', default: '400' }, out: { type: 'string' }, label: { type: 'string' } } });
const base = values.base!;

let seed = 16;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const login = await fetch(`${base}/bff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=admin%40acme-heating.test&password=demo1234%21&returnUrl=%2F' });
const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const get = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
};

type Row = { id: number; name: string; gcNumber?: string; manufacturerId?: number };
const manufacturers = (await get<{ collection: Row[] }>('/SparesFinder/GetManufacturers')).collection;
const appliances: Row[] = [];
for (const m of manufacturers) appliances.push(...(await get<{ collection: Row[] }>(`/SparesFinder/GetAppliances?manufacturerId=${m.id}`)).collection);
const sample = Array.from({ length: 40 }, () => pick(appliances));
const cases: { kind: string; path: string }[] = [];
const partCodes: string[] = [];
for (const appliance of sample) {
  const types = (await get<{ collection: Row[] }>(`/SparesFinder/GetPartTypes?applianceId=${appliance.id}`)).collection;
  const type = pick(types);
  const parts = await get<{ collection: { mpn: string }[] }>(`/SparesFinder/SearchParts?manufacturerId=${appliance.manufacturerId}&applianceId=${appliance.id}&partTypeId=${type.id}`);
  partCodes.push(...parts.collection.map((p) => p.mpn));
  const diagrams = (await get<{ collection: { diagramid: number }[] }>(`/SparesFinder/GetDiagrams?applianceId=${appliance.id}`)).collection;
  const gc = appliance.gcNumber!;
  cases.push(
    { kind: 'GetManufacturers', path: '/SparesFinder/GetManufacturers' },
    { kind: 'GetAppliances', path: `/SparesFinder/GetAppliances?manufacturerId=${appliance.manufacturerId}` },
    { kind: 'GetPartTypes', path: `/SparesFinder/GetPartTypes?applianceId=${appliance.id}` },
    { kind: 'SearchParts', path: `/SparesFinder/SearchParts?manufacturerId=${appliance.manufacturerId}&applianceId=${appliance.id}&partTypeId=${type.id}` },
    { kind: 'SearchByGcNumber', path: `/SparesFinder/SearchByGcNumber?gcNumber=${random() < 0.5 ? gc : `${gc.slice(0, 2)}-${gc.slice(2, 5)}-${gc.slice(5)}`}` },
    { kind: 'SearchByKeyword (words)', path: `/SparesFinder/SearchByKeyword?q=${encodeURIComponent(type.name.toLowerCase())}${random() < 0.5 ? `&manufacturerId=${appliance.manufacturerId}` : ''}` },
    { kind: 'GetDiagrams', path: `/SparesFinder/GetDiagrams?applianceId=${appliance.id}` },
    { kind: 'GetDiagramParts', path: `/SparesFinder/GetDiagramParts?diagramId=${pick(diagrams).diagramid}` },
  );
}
for (let i = 0; i < 40; i++) cases.push({ kind: 'SearchByKeyword (part code)', path: `/SparesFinder/SearchByKeyword?q=${encodeURIComponent(pick(partCodes))}` });

for (const c of cases.slice(0, 60)) await get(c.path); // warm-up
const byKind = new Map<string, Latencies>();
const all = new Latencies();
const total = Number(values.calls);
for (let i = 0; i < total; i++) {
  const c = pick(cases);
  const started = performance.now();
  await get(c.path);
  const elapsed = performance.now() - started;
  if (!byKind.has(c.kind)) byKind.set(c.kind, new Latencies());
  byKind.get(c.kind)!.record(elapsed);
  all.record(elapsed);
}
const rows = [...byKind].sort().map(([kind, latencies]) => {
  const s = latencies.summary();
  return `| ${kind} | ${s.n} | ${ms(s.p50)} | ${s.p95 <= 20 ? '' : '**'}${ms(s.p95)}${s.p95 <= 20 ? '' : '**'} | ${ms(s.p99)} |`;
});
const worst = [...byKind].map(([kind, l]) => [kind, l.percentile(95)] as const).sort((a, b) => b[1] - a[1])[0];
const report = [
  `## ${new Date().toISOString()}, ${values.label ?? 'a running shop'}`,
  '',
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average at the end ${os.loadavg().map((v) => v.toFixed(1)).join(' / ')}. ${total} calls after 60 warm-up calls, fixed seed.`,
  '',
  '| call | calls | p50 ms | p95 ms | p99 ms |',
  '|---|---|---|---|---|',
  ...rows,
  `| **all calls** | ${all.count} | ${ms(all.percentile(50))} | ${ms(all.percentile(95))} | ${ms(all.percentile(99))} |`,
  '',
  `Target p95 ≤ 20 ms for every call: ${worst && worst[1] <= 20 ? '**met**' : `**not met** (worst: ${worst?.[0]} at ${ms(worst?.[1] ?? Number.NaN)} ms)`}.`,
  '',
].join('\n');
console.log(report);
if (values.out) await appendFile(values.out, `${report}\n`);
