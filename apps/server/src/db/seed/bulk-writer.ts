import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { once } from 'node:events';
import type { Database } from '../client';
import { copyLine, sqlLiteral } from './copy-format';

/**
 * Loads generated rows the fastest way the connected database allows: COPY from an in-memory blob on PGlite, COPY
 * FROM STDIN (pg-copy-streams) on PostgreSQL, plain multi-row INSERTs otherwise. The generator hands rows over as
 * iterables so the full scale (1.6M products, millions of prices) streams without holding a table in memory.
 */
export interface BulkWriter {
  readonly kind: 'pglite' | 'postgres' | 'insert';
  /** Rows as tuples in the order of `columns` (property names of the Drizzle table). */
  copy<T extends PgTable>(table: T, columns: readonly ColumnKey<T>[], rows: Iterable<readonly unknown[]>): Promise<number>;
  /** Rows as objects; handy for the small tables where readability beats speed. */
  insert<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): Promise<number>;
  exec(statement: string): Promise<void>;
  /** Rows written per table so far, for the seed report. */
  readonly counts: Record<string, number>;
  begin(): Promise<void>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
  close(): Promise<void>;
}

export type ColumnKey<T extends PgTable> = keyof T['$inferInsert'] & string;

// Rows per COPY statement on PGlite (one blob each) and per write on PostgreSQL; large enough to amortise the call.
const chunkRows = 20_000;
const insertRows = 500;

export async function openBulkWriter(db: Database): Promise<BulkWriter> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return createPgliteWriter(client);
  if (client instanceof pg.Pool) return createPostgresWriter(await client.connect());
  return createInsertWriter(db);
}

function columnNames<T extends PgTable>(table: T, keys: readonly string[]): string {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return keys
    .map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
      return `"${column.name}"`;
    })
    .join(', ');
}

function* lineChunks(rows: Iterable<readonly unknown[]>, counter: { rows: number }): Generator<string> {
  let lines: string[] = [];
  for (const row of rows) {
    lines.push(copyLine(row));
    if (lines.length === chunkRows) {
      counter.rows += lines.length;
      yield lines.join('');
      lines = [];
    }
  }
  if (lines.length > 0) {
    counter.rows += lines.length;
    yield lines.join('');
  }
}

abstract class BaseWriter {
  readonly counts: Record<string, number> = {};

  abstract copy<T extends PgTable>(table: T, columns: readonly ColumnKey<T>[], rows: Iterable<readonly unknown[]>): Promise<number>;

  /**
   * Columns are the union of the rows' keys. A row missing a key some other row sets gets the column's static default
   * (what the database would have used); a key no row sets is left to the database.
   */
  insert<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): Promise<number> {
    if (rows.length === 0) return Promise.resolve(0);
    const keys = [...new Set(rows.flatMap((row) => Object.keys(row as object)))] as ColumnKey<T>[];
    const columns = getTableColumns(table) as Record<string, { default?: unknown; notNull: boolean; name: string }>;
    const fallback = (key: string): unknown => {
      const column = columns[key];
      const value = column?.default;
      if (value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value))) return value;
      if (column?.notNull) throw new Error(`${getTableName(table)}.${key}: set it on every row (its default is SQL)`);
      return null;
    };
    const tuples = rows.map((row) => keys.map((key) => ((row as Record<string, unknown>)[key] === undefined ? fallback(key) : (row as Record<string, unknown>)[key])));
    return this.copy(table, keys, tuples);
  }

  protected count(table: PgTable, rows: number): number {
    const name = getTableName(table);
    this.counts[name] = (this.counts[name] ?? 0) + rows;
    return rows;
  }
}

class PgliteWriter extends BaseWriter implements BulkWriter {
  readonly kind = 'pglite' as const;
  constructor(private readonly client: PGlite) {
    super();
  }
  async copy<T extends PgTable>(table: T, columns: readonly ColumnKey<T>[], rows: Iterable<readonly unknown[]>) {
    const statement = `COPY "${getTableName(table)}" (${columnNames(table, columns)}) FROM '/dev/blob'`;
    const counter = { rows: 0 };
    for (const text of lineChunks(rows, counter)) await this.client.query(statement, [], { blob: new Blob([text]) });
    return this.count(table, counter.rows);
  }
  async exec(statement: string) {
    await this.client.exec(statement);
  }
  // One transaction for the whole seed: a half-seeded world is never committed, and PGlite flushes once.
  // Foreign keys are checked by construction in the generator; replica mode skips the per-row trigger checks.
  async begin() {
    await this.client.exec('BEGIN; SET LOCAL session_replication_role = replica;');
  }
  async commit() {
    await this.client.exec('COMMIT');
  }
  async rollback() {
    await this.client.exec('ROLLBACK');
  }
  async close() {}
}

class PostgresWriter extends BaseWriter implements BulkWriter {
  readonly kind = 'postgres' as const;
  constructor(private readonly client: pg.PoolClient) {
    super();
  }
  async copy<T extends PgTable>(table: T, columns: readonly ColumnKey<T>[], rows: Iterable<readonly unknown[]>) {
    const stream = this.client.query(copyFrom(`COPY "${getTableName(table)}" (${columnNames(table, columns)}) FROM STDIN`));
    const finished = once(stream, 'finish');
    const counter = { rows: 0 };
    for (const text of lineChunks(rows, counter)) {
      if (!stream.write(text)) await once(stream, 'drain');
    }
    stream.end();
    await finished;
    return this.count(table, counter.rows);
  }
  async exec(statement: string) {
    await this.client.query(statement);
  }
  // The PostgreSQL seed runs in one transaction on its own connection too. Replica mode needs superuser; without it
  // the foreign keys are simply checked (slower, still correct).
  async begin() {
    await this.client.query('BEGIN');
    await this.client.query('SET LOCAL synchronous_commit = off');
    try {
      await this.client.query('SAVEPOINT replica; SET LOCAL session_replication_role = replica; RELEASE SAVEPOINT replica;');
    } catch {
      await this.client.query('ROLLBACK TO SAVEPOINT replica');
    }
  }
  async commit() {
    await this.client.query('COMMIT');
  }
  async rollback() {
    await this.client.query('ROLLBACK');
  }
  async close() {
    this.client.release();
  }
}

/** Any other Drizzle driver: plain INSERTs of escaped literals (correct, not fast). */
class InsertWriter extends BaseWriter implements BulkWriter {
  readonly kind = 'insert' as const;
  constructor(private readonly db: Database) {
    super();
  }
  async copy<T extends PgTable>(table: T, columns: readonly ColumnKey<T>[], rows: Iterable<readonly unknown[]>) {
    const head = `INSERT INTO "${getTableName(table)}" (${columnNames(table, columns)}) VALUES `;
    let batch: string[] = [];
    let total = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await this.db.execute(sql.raw(head + batch.join(',')));
      total += batch.length;
      batch = [];
    };
    for (const row of rows) {
      batch.push(`(${row.map(sqlLiteral).join(',')})`);
      if (batch.length === insertRows) await flush();
    }
    await flush();
    return this.count(table, total);
  }
  async exec(statement: string) {
    await this.db.execute(sql.raw(statement));
  }
  async begin() {}
  async commit() {}
  async rollback() {}
  async close() {}
}

const createPgliteWriter = (client: PGlite) => new PgliteWriter(client);
const createPostgresWriter = (client: pg.PoolClient) => new PostgresWriter(client);
const createInsertWriter = (db: Database) => new InsertWriter(db);
