import { openSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { cookieNames, csrfHeaderName } from '@sparesfinder/contracts/routes';
import { demoPassword } from '../test-app';

const serverDir = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * src/server.ts bundled once into one JavaScript file, so each of the many restarts skips compiling TypeScript
 * (tsx took most of a restart on a busy machine). Written next to db/client.ts, whose migrations folder is found
 * relative to the module; npm dependencies stay external (PGlite finds its own files). Answers a remover.
 */
export async function bundleServer(): Promise<{ file: string; remove(): Promise<void> }> {
  const manifest = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const file = join(serverDir, 'src', 'db', `.reliability-server-${process.pid}.mjs`);
  await build({
    entryPoints: [join(serverDir, 'src', 'server.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: file,
    external: Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@sparesfinder/')).flatMap((name) => [name, `${name}/*`]),
    logLevel: 'silent',
  });
  return { file, remove: () => rm(file, { force: true }) };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  origin: string;
  /** SIGKILL: no shutdown hook runs, in-flight requests and transactions are cut where they are. */
  kill(): Promise<void>;
}

/**
 * The real server (src/server.ts as `npm start` runs it, or its bundle) as a child process on a free loopback port, on the
 * database `env` names (DATA_DIR for PGlite, DATABASE_URL for PostgreSQL), the mini world seeded on first start.
 * Resolves once /readyz answers 200.
 */
export async function startServer(env: Record<string, string>, bundle?: string): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, bundle ? [bundle] : ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), SEED_SCALE: 'mini', LOG_LEVEL: 'error', WEB_DIST_DIR: '/nonexistent/sparesfinder-web-dist', ...env },
    // SERVER_LOG_FILE: the child's log lines appended to a file, to see what a reliability run's server did.
    stdio: ['ignore', process.env.SERVER_LOG_FILE ? openSync(process.env.SERVER_LOG_FILE, 'a') : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in 90 s: ${stderr}`);
    }
    const ready = await fetch(`${origin}/readyz`).then((r) => r.status === 200, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** A browser-like session over real sockets: the sign-in's cookies, the CSRF header on every call. */
export async function signInOverHttp(origin: string, email: string) {
  const page = await fetch(`${origin}/bff/login`);
  const xsrf = cookieOf(page.headers.getSetCookie(), cookieNames.csrf);
  const response = await fetch(`${origin}/bff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${cookieNames.csrf}=${xsrf}`, [csrfHeaderName]: xsrf },
    body: JSON.stringify({ email, password: demoPassword, returnUrl: '/' }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  const set = response.headers.getSetCookie();
  const cookies = [cookieNames.session, cookieNames.csrf].map((name) => `${name}=${cookieOf(set, name)}`).join('; ');
  const token = cookieOf(set, cookieNames.csrf);
  return (origin2: string, method: 'GET' | 'POST', path: string, body?: object) =>
    fetch(`${origin2}${path}`, {
      method,
      headers: { cookie: cookies, [csrfHeaderName]: token, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
}
export type HttpSession = Awaited<ReturnType<typeof signInOverHttp>>;

function cookieOf(setCookies: string[], name: string): string {
  const found = setCookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${name}=`));
  return found ? found.slice(name.length + 1) : '';
}
