import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseManufacturerCode } from '@sparesfinder/domain/basket/basket-lines';
import { openDatabase } from '../../db/client';
import { seedDemoWorld } from '../../db/seed/seed-demo-world';
import { demoOrganisationIds, demoUserIds } from '../../db/seed/accounts';
import { demoAccounts } from '../test-app';
import { basketViolations, savedRows, storedBasket, type RunSql } from './basket-invariants';
import { pairProblems } from './outage-load';
import { createServerDatabase } from './server-database';
import { bundleServer, signInOverHttp, startServer, type HttpSession, type ServerProcess } from './server-process';

/**
 * Crash (issue #12 standing suite): the real server, as a child process, is killed with SIGKILL in the middle of a
 * burst of basket writes, again and again; after each kill the database must hold every write whole or not at all
 * (basket header totals = its lines, both lines of a pair written together, every acknowledged write kept, each
 * moved item exactly once in the basket or the saved list), and the server must start again on it.
 * PGlite in a temporary folder, or PostgreSQL with TEST_DATABASE_URL. 20 kills; PROBE_LONG=1: 100.
 */
const kills = Number(process.env.CRASH_KILLS ?? (process.env.PROBE_LONG === '1' ? 100 : 20));
const adminUrl = process.env.TEST_DATABASE_URL;
const burstPairs = 6;
const burstMoves = 3;

/** A small deterministic PRNG (mulberry32), so a failing kill can be replayed with CRASH_SEED. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe(`SIGKILL mid-burst, ${kills} times (${adminUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  const seed = Number(process.env.CRASH_SEED ?? 12);
  const next = random(seed);
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  /** Reads the database between a kill and the restart (the server is down; PGlite's folder is free). */
  let inspect: <T>(look: (run: RunSql) => Promise<T>) => Promise<T>;

  beforeAll(async () => {
    const database = await createServerDatabase(adminUrl, 'sf-crash-');
    env = database.env;
    cleanup = database.cleanup;
    inspect = database.inspect;
  });
  let bundle: Awaited<ReturnType<typeof bundleServer>>;
  beforeAll(async () => {
    bundle = await bundleServer();
  });
  afterAll(async () => {
    await bundle?.remove();
    await cleanup?.();
  });

  let codes: Awaited<ReturnType<typeof chooseCodes>>;
  beforeAll(async () => {
    // Seeded here rather than by the server's first start, so the codes can be chosen before it runs.
    const handle = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
    await handle.migrate();
    await seedDemoWorld(handle.db, { scale: 'mini' });
    codes = await chooseCodes(handle.executeSql);
    await handle.close();
  }, 120_000);

  it(`keeps every write whole or absent (seed ${seed})`, async () => {
    let server: ServerProcess = await startServer(env, bundle.file);
    const call: HttpSession = await signInOverHttp(server.origin, demoAccounts.admin);
    const { pairCodes, moveCodes } = codes;
    expect((await call(server.origin, 'POST', '/Basket/AddLines', { lines: moveCodes.map((manufacturerCode) => ({ manufacturerCode, qty: 1 })) })).status).toBe(200);
    const writes: { pair: number; qty: number; acknowledged: boolean }[] = [];
    let n = 0;
    let maxAckedVersion = 0;

    for (let kill = 1; kill <= kills; kill++) {
      const { origin } = server;
      const basket = (await (await call(origin, 'GET', '/Basket/GetBasketForUser')).json()) as { lines: { manufacturerCode: string }[] };
      const saved = ((await (await call(origin, 'GET', '/SaveForLater/GetSaveForLaters')).json()) as { collection: { id: number; manufacturerCode: string }[] }).collection;
      const inBasket = moveCodes.filter((code) => basket.lines.some((l) => l.manufacturerCode === code));
      const savedIds = saved.filter((item) => moveCodes.includes(item.manufacturerCode)).map((item) => item.id);
      const pick = <T>(from: T[]) => from.splice(Math.floor(next() * from.length), 1);

      const requests: Promise<void>[] = [];
      for (let i = 0; i < burstPairs; i++) {
        const write = { pair: ++n % (pairCodes.length / 2), qty: (n % 9999) + 1, acknowledged: false };
        writes.push(write);
        const lines = [pairCodes[2 * write.pair], pairCodes[2 * write.pair + 1]].map((manufacturerCode) => ({ manufacturerCode, qty: write.qty }));
        requests.push(
          call(origin, 'POST', '/Basket/AddLines', { lines }).then(async (r) => {
            if (r.status !== 200) return;
            write.acknowledged = true;
            maxAckedVersion = Math.max(maxAckedVersion, ((await r.json()) as { version: number }).version);
          }, () => undefined),
        );
      }
      for (const code of Array.from({ length: burstMoves }, () => pick(inBasket)).flat()) requests.push(call(origin, 'POST', '/Basket/SaveLineForLater', { manufacturerCode: code }).then(() => undefined, () => undefined));
      for (const id of Array.from({ length: burstMoves }, () => pick(savedIds)).flat()) requests.push(call(origin, 'POST', '/SaveForLater/MoveToBasket', { id }).then(() => undefined, () => undefined));

      await new Promise((resolve) => setTimeout(resolve, 5 + next() * 150));
      await server.kill();
      await Promise.all(requests);

      const i0 = Date.now();
      const problems = await inspect(async (run) => {
        const stored = (await storedBasket(run, demoUserIds.admin))!;
        const savedNow = await savedRows(run, demoOrganisationIds.acme);
        const moved = moveCodes.map(normaliseManufacturerCode).flatMap((code) => {
          const copies = (stored.qtyByCode.has(code) ? 1 : 0) + savedNow.filter((row) => row.code === code).length;
          return copies === 1 ? [] : [`${code} is held ${copies} times across the basket and the saved list`];
        });
        const version = stored.version < maxAckedVersion ? [`version ${stored.version} is below the acknowledged ${maxAckedVersion}`] : [];
        return [...(await basketViolations(run)), ...pairProblems(writes, pairCodes, stored.qtyByCode), ...moved, ...version];
      });
      if (process.env.CRASH_TIMING) console.log(`kill ${kill}: inspect ${Date.now() - i0} ms`);
      expect(problems, `after kill ${kill}`).toEqual([]);
      const t0 = Date.now();
      server = await startServer(env, bundle.file);
      if (process.env.CRASH_TIMING) console.log(`kill ${kill}: restart ${Date.now() - t0} ms`);
    }
    await server.kill();
  });
});

/** 12 pair codes and 6 codes to move: priced parts that neither the basket nor the saved lists hold yet. */
async function chooseCodes(run: RunSql) {
  const { rows } = await run(
    `select mpn from products p where price_pence > 0 and id > 10
       and not exists (select 1 from save_for_later s where upper(s.manufacturer_code) = upper(p.mpn))
       and not exists (select 1 from basket_lines l where upper(l.manufacturer_code) = upper(p.mpn))
     order by id limit 18`,
  );
  const codes = (rows as { mpn: string }[]).map((row) => row.mpn);
  return { pairCodes: codes.slice(0, 12), moveCodes: codes.slice(12, 18) };
}
