/**
 * Live branch availability at full scale (issue #14; TARGETS.md): a 20-line basket asked from 10 UK postcodes over
 * the nearest 50 branches, through the real shop process on PostgreSQL. For every ask it times, from the invoke frame,
 * the first `availability` event and the `completed` event on /availabilityHub, and, alternating with it, the same
 * engine answering all branches at once through POST /SparesAvailability/GetAvailability.
 * Targets: first branch event p95 ≤ 100 ms, all 50 p95 ≤ 400 ms. Writes bench/results/availability.md.
 *
 *   npx tsx bench/seed-full.bench.ts --keep            # once: seeds the full world and prints its database name
 *   npx tsx bench/availability.bench.ts --url postgres://postgres@127.0.0.1:5432/<that database> [--rounds 30]
 *   … --base http://127.0.0.1:3391   # a shop already serving that database (e.g. started with node --cpu-prof)
 *
 * The basket is drawn with a fixed seed from products stocked at the branches near the postcodes (so a branch has some
 * lines, not all, as in life). The bench replaces the demo admin's open basket in that throw-away database.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { WebSocket } from 'ws';
import { Latencies, ms } from './lib/latency';
import { signInTo, startShop } from './lib/shop-server';

const { values } = parseArgs({ options: { url: { type: 'string' }, base: { type: 'string' }, rounds: { type: 'string', default: '30' }, port: { type: 'string', default: '3390' }, seed: { type: 'string', default: '14' } } });
if (!values.url) throw new Error('--url <a full-scale database seeded by bench/seed-full.bench.ts --keep> is required');
const databaseUrl = values.url;
const rounds = Number(values.rounds);

/** Ten places across the UK (postcode and its centre), from the cities the branches are spread over. */
const places = [
  { postCode: 'LS11 5AB', latitude: 53.78, longitude: -1.55 },
  { postCode: 'SW1A 2AA', latitude: 51.5, longitude: -0.12 },
  { postCode: 'M1 1AE', latitude: 53.48, longitude: -2.24 },
  { postCode: 'B1 1BB', latitude: 52.48, longitude: -1.9 },
  { postCode: 'G1 1XQ', latitude: 55.86, longitude: -4.25 },
  { postCode: 'CF10 1EP', latitude: 51.48, longitude: -3.18 },
  { postCode: 'BS1 4ST', latitude: 51.45, longitude: -2.59 },
  { postCode: 'NE1 4ST', latitude: 54.97, longitude: -1.61 },
  { postCode: 'NR1 3JU', latitude: 52.63, longitude: 1.3 },
  { postCode: 'EX1 1HS', latitude: 50.72, longitude: -3.53 },
];

let seed = Number(values.seed);
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);

/** 20 part numbers stocked near the places: for each place, stocked products of its nearest branches, drawn at random. */
async function drawBasket(): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const codes = new Set<string>();
    for (const place of places) {
      const { rows } = await client.query<{ mpn: string }>(
        `SELECT p.mpn FROM branch_stock s JOIN products p ON p.id = s.product_id
          WHERE s.branch_id IN (SELECT id FROM branches ORDER BY (latitude - $1) ^ 2 + ((longitude - $2) * 0.6) ^ 2 LIMIT 5)
            AND p.price_pence > 0 AND s.qty > 0
          ORDER BY p.mpn`,
        [place.latitude, place.longitude],
      );
      for (let i = 0; i < 2 && rows.length > 0; i++) codes.add(rows[Math.floor(random() * rows.length)]!.mpn);
    }
    return [...codes].slice(0, 20);
  } finally {
    await client.end();
  }
}

interface Ask {
  firstMs: number;
  allMs: number;
  branches: number;
}

/** One GetAvailability on an open socket: times to the first branch and to `completed`. */
function askLive(socket: WebSocket, place: (typeof places)[number]): Promise<Ask> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstMs = Number.NaN;
    let count = 0;
    const onMessage = (data: Buffer) => {
      const event = JSON.parse(data.toString()) as { event: string; branches?: number; message?: string };
      if (event.event === 'availability') {
        if (count === 0) firstMs = performance.now() - started;
        count += 1;
      } else if (event.event === 'completed') {
        socket.off('message', onMessage);
        resolve({ firstMs, allMs: performance.now() - started, branches: count });
      } else if (event.event === 'error') {
        socket.off('message', onMessage);
        reject(new Error(event.message));
      }
    };
    socket.on('message', onMessage);
    socket.send(JSON.stringify({ invoke: 'GetAvailability', args: place }));
  });
}

async function main() {
  const repo = new URL('..', import.meta.url).pathname;
  // --base: a shop already serving that database (e.g. started with --cpu-prof to profile it).
  const shop = values.base
    ? { baseUrl: values.base, signIn: (email: string, password: string) => signInTo(values.base!, email, password), stop: async () => undefined }
    : await startShop({ repo, port: Number(values.port), dataDir: await mkdtemp(join(os.tmpdir(), 'sf-availability-bench-')), databaseUrl });
  try {
    const cookie = await shop.signIn('admin@acme-heating.test', 'demo1234!');
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1];
    const headers = { cookie, 'content-type': 'application/json', ...(xsrf ? { 'x-xsrf-token': xsrf } : {}) };
    const codes = await drawBasket();
    // The whole basket is replaced by the drawn lines (product lines not sent are removed).
    const current = (await (await fetch(`${shop.baseUrl}/Basket/GetBasketForUser`, { headers })).json()) as { version: number };
    const basketLines = codes.map((manufacturerCode, i) => ({ manufacturerCode, qty: 1 + (i % 3) }));
    const basket = await fetch(`${shop.baseUrl}/Basket/UpdateBasketForUser`, { method: 'POST', headers, body: JSON.stringify({ version: current.version, lines: basketLines }) });
    if (!basket.ok) throw new Error(`UpdateBasketForUser: ${basket.status} ${await basket.text()}`);
    const lineCount = ((await basket.json()) as { lines: unknown[] }).lines.length;

    const socket = new WebSocket(`${shop.baseUrl.replace('http:', 'ws:')}/availabilityHub`, { origin: shop.baseUrl, headers: { cookie } });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const askJson = async (place: (typeof places)[number]) => {
      const started = performance.now();
      const response = await fetch(`${shop.baseUrl}/SparesAvailability/GetAvailability`, { method: 'POST', headers, body: JSON.stringify(place) });
      const body = (await response.json()) as { branches: unknown[] };
      return { ms: performance.now() - started, branches: body.branches.length };
    };

    for (const place of places) {
      // warm-up
      await askLive(socket, place);
      await askJson(place);
    }
    const first = new Latencies();
    const all = new Latencies();
    const json = new Latencies();
    const perPlace = new Map<string, { first: Latencies; all: Latencies; json: Latencies; branches: number }>();
    for (let round = 0; round < rounds; round++)
      for (const place of places) {
        const entry = perPlace.get(place.postCode) ?? { first: new Latencies(), all: new Latencies(), json: new Latencies(), branches: 0 };
        perPlace.set(place.postCode, entry);
        const liveFirst = round % 2 === 0; // alternate which way goes first
        const live = liveFirst ? await askLive(socket, place) : undefined;
        const atOnce = await askJson(place);
        const liveAnswer = live ?? (await askLive(socket, place));
        first.record(liveAnswer.firstMs);
        all.record(liveAnswer.allMs);
        json.record(atOnce.ms);
        entry.first.record(liveAnswer.firstMs);
        entry.all.record(liveAnswer.allMs);
        entry.json.record(atOnce.ms);
        entry.branches = liveAnswer.branches;
        if (liveAnswer.branches !== atOnce.branches) throw new Error(`${place.postCode}: ${liveAnswer.branches} streamed, ${atOnce.branches} at once`);
      }
    socket.close();

    const row = (name: string, l: Latencies, target: string) => {
      const s = l.summary();
      return `| ${name} | ${s.n} | ${ms(s.p50)} | **${ms(s.p95)}** | ${ms(s.p99)} | ${target} |`;
    };
    const load = os.loadavg().map((v) => v.toFixed(1)).join(' / ');
    const lines = [
      '# Live branch availability at full scale (issue #14)',
      '',
      `Measured ${new Date().toISOString()} by \`npx tsx bench/availability.bench.ts --url … --rounds ${rounds}\` (bench/availability.bench.ts).`,
      '',
      `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; load average at the end ${load} (other work was running on the machine).`,
      '- World: the full seed (bench/results/seed-full.md: 1,200 branches, 7.2M branch stock rows) on PostgreSQL, the shop as its own process (tsx apps/server/src/server.ts) over HTTP and a real WebSocket, signed in as the demo admin.',
      `- Basket: ${lineCount} lines drawn with a fixed seed (${values.seed}) from products stocked at the branches nearest the places, quantities 1-3.`,
      `- Asks: ${places.length} places × ${rounds} rounds, the nearest 50 branches each; the live ask and the all-at-once JSON endpoint alternate which goes first. Times from the invoke frame (or the request) to the first availability event and to completed (or the response).`,
      '',
      '| measure | asks | p50 ms | p95 ms | p99 ms | target |',
      '|---|---:|---:|---:|---:|---|',
      row('live: first branch event', first, 'p95 ≤ 100 ms'),
      row('live: all branches (completed)', all, 'p95 ≤ 400 ms'),
      row('JSON endpoint: all branches at once', json, 'side by side'),
      '',
      '## Per place',
      '',
      '| place | branches | first p95 ms | all p95 ms | JSON p95 ms |',
      '|---|---:|---:|---:|---:|',
      ...[...perPlace].map(([postCode, e]) => `| ${postCode} | ${e.branches} | ${ms(e.first.percentile(95))} | ${ms(e.all.percentile(95))} | ${ms(e.json.percentile(95))} |`),
      '',
    ];
    await mkdir(new URL('./results/', import.meta.url), { recursive: true });
    await writeFile(new URL('./results/availability.md', import.meta.url), lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await shop.stop();
  }
}

await main();
