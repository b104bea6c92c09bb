import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * The real shop as a separate process (tsx apps/server/src/server.ts) on a fresh embedded database seeded with the
 * demo world, serving the built web app: what a browser benchmark should measure. With `databaseUrl` it serves an
 * already seeded PostgreSQL database instead (e.g. the full-scale world), seeding nothing.
 */
export async function startShop(options: { repo: string; port: number; dataDir: string; databaseUrl?: string; env?: Record<string, string> }) {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', join(options.repo, 'apps/server/src/server.ts')], {
    cwd: options.repo,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SEED_SCALE: options.databaseUrl ? 'none' : 'demo',
      LOG_LEVEL: 'warn',
      // A production build (the web bench builds in this process, which sets NODE_ENV) needs the address links use.
      PUBLIC_URL: baseUrl,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode} before it was ready`);
    const ready = await fetch(`${baseUrl}/readyz`).then((response) => response.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the shop was not ready within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseUrl,
    /** The shop's process id (its memory and CPU can be read from /proc). */
    pid: child.pid,
    /** Signs in through the BFF like the sign-in page does; answers the Cookie header of the session. */
    signIn: (email: string, password: string) => signInTo(baseUrl, email, password),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Signs in to a running shop through the BFF like the sign-in page does; answers the Cookie header of the session. */
export async function signInTo(baseUrl: string, email: string, password: string): Promise<string> {
  const page = await fetch(`${baseUrl}/bff/login`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(page.headers.getSetCookie().join('; '))?.[1] ?? '';
  const response = await fetch(`${baseUrl}/bff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email, password, returnUrl: '/' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}
