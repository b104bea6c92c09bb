import { hashPassword } from '../../lib/password';
import type { Database } from '../client';
import { demoPassword, seedAccounts } from './accounts';
import { seedAcmeAccount } from './acme-account';
import { seedAcmeOrders } from './acme-orders';
import { seedBoilerhouseExpress } from './boilerhouse-express';
import { openBulkWriter } from './bulk-writer';
import { seedCatalogue } from './catalogue/seed-catalogue';
import { seedMerchants } from './merchants';
import { seedMerchantAccountRegister } from './merchant-account-register';
import { seedMoneyPathAccounts } from './money-path-accounts';
import { seedReferenceData } from './reference-data';
import { defaultSeed, type SeedScale } from './scales';
import { createSeedContext } from './seed-context';
import { seedPricesAndStock } from './stock';

export interface SeedOptions {
  scale: SeedScale;
  seed?: number;
  /** Reference time for history and validity dates; defaults to the current time. Tests pin it to compare rows. */
  now?: Date;
  /** Progress lines (step name and milliseconds); silent by default. */
  log?: (message: string) => void;
}

export interface SeedReport {
  scale: SeedScale;
  seed: number;
  durationMs: number;
  /** Rows written per table. */
  rows: Record<string, number>;
  steps: { name: string; ms: number }[];
}

/** Tables with a serial id the seed fills with explicit ids; their sequences move past the seeded rows afterwards. */
const serialTables = [
  'organisations', 'users', 'organisation_suppliers', 'addresses', 'classifications', 'manufacturers', 'appliances', 'part_types',
  'products', 'attributes', 'diagrams', 'manuals', 'liked_products', 'requested_products', 'branches', 'by_box_locations',
  'baskets', 'basket_lines', 'save_for_later', 'notifications',
  'merchant_account_register',
  'credit_notes',
  'trade_credit_accounts',
];

/** The search's kept counts (migrations 0006 and 0025), put in key order after the load: a browse reads one key range. */
const clusteredTables = ['classification_value_counts', 'manufacturer_value_counts'];
const mergeGinPendingLists =
  "SELECT gin_clean_pending_list(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam WHERE am.amname = 'gin'";

/**
 * Generates the demo world of DEMO_DATA.md into an empty, migrated database. Same seed, same rows (apart from dates,
 * which are offsets from `now`). Everything is written through one bulk writer in one transaction where the driver
 * allows, so a failed seed leaves the database empty rather than half-filled.
 */
export async function seedDemoWorld(db: Database, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const seed = options.seed ?? defaultSeed;
  const steps: SeedReport['steps'] = [];
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const at = performance.now();
    const result = await run();
    const ms = Math.round(performance.now() - at);
    steps.push({ name, ms });
    options.log?.(`seed: ${name} ${ms} ms`);
    return result;
  };
  // argon2 is deliberately slow: hash once, every demo user shares the hash.
  const passwordHash = await step('password hash', () => hashPassword(demoPassword));
  const context = createSeedContext(options.scale, seed, options.now ?? new Date(), passwordHash);
  const writer = await openBulkWriter(db);
  try {
    await writer.begin();
    await step('reference data', () => seedReferenceData(writer, context));
    const merchants = await step('merchants and branches', () => seedMerchants(writer, context));
    await step('accounts', () => seedAccounts(writer, context));
    const catalogue = await step('catalogue', () => seedCatalogue(writer, context));
    await step('prices and stock', () => seedPricesAndStock(writer, context, catalogue.layout, catalogue.arrays, merchants));
    await step('acme account', () => seedAcmeAccount(writer, context, catalogue));
    await step('merchant account register', () => seedMerchantAccountRegister(writer));
    await step('acme orders', () => seedAcmeOrders(writer, context, catalogue, merchants));
    // Last, so every row before keeps its values (issue #44: the accounts and branches the money paths need).
    await step('boilerhouse express', () => seedBoilerhouseExpress(writer, merchants));
    await step('money path accounts', () => seedMoneyPathAccounts(writer, context));
    await step('sequences', async () => {
      for (const table of serialTables) {
        await writer.exec(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE((SELECT max(id) FROM "${table}"), 0) + 1, false)`);
      }
    });
    await step('commit', () => writer.commit());
  } catch (error) {
    await writer.rollback().catch(() => undefined);
    throw error;
  } finally {
    await writer.close();
  }
  // Fresh statistics so the first queries plan well on the bulk-loaded tables.
  await step('analyze', async () => {
    const analyzer = await openBulkWriter(db);
    try {
      // The kept counts were written batch by batch by product_search's triggers, so a category's or a maker's rows
      // lay all over their table (a category page read 1,465 of its 1,510 pages for 11,293 rows); in key order they
      // take a few dozen pages. A catalogue change updates rows in place and seldom moves them far.
      for (const table of clusteredTables) await analyzer.exec(`CLUSTER ${table} USING ${table}_pkey`);
      // The load went into the GIN indexes' pending lists, which every search reads in full until they are merged
      // (an exact lookup: 3.7 ms with the part-number grams' list left full, 0.2 ms merged; migration 0026).
      await analyzer.exec(mergeGinPendingLists);
      await analyzer.exec('ANALYZE');
    } finally {
      await analyzer.close();
    }
  });
  return { scale: options.scale, seed, durationMs: Math.round(performance.now() - started), rows: { ...writer.counts }, steps };
}
