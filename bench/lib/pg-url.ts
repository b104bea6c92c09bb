import { existsSync } from 'node:fs';

const socketDirectory = '/var/run/postgresql';

/**
 * The PostgreSQL server the benchmarks create their databases on: BENCH_PG_URL, else the local server through its
 * Unix socket when there is one (how a server on the same machine as PostgreSQL should connect: about 8% less CPU
 * per search than TCP on 127.0.0.1, bench/results/search.md), else 127.0.0.1:5432.
 */
export function benchAdminUrl(): string {
  if (process.env.BENCH_PG_URL) return process.env.BENCH_PG_URL;
  if (existsSync(`${socketDirectory}/.s.PGSQL.5432`)) return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDirectory)}`;
  return 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** The same server with another database name. */
export function withDatabase(adminUrl: string, name: string): string {
  return Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
}

/** Where a URL connects, for the results: the socket directory or host:port. */
export function connectionOf(url: string): string {
  const parsed = new URL(url);
  const socket = parsed.searchParams.get('host');
  return socket ? `the Unix socket in ${socket}` : `TCP ${parsed.host}`;
}
