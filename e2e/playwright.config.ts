import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Every run starts the real server on a fresh embedded database seeded with the demo world (DEMO_DATA.md).
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sf-e2e-'));
/**
 * Journeys whose options depend on the time of day (same-day express before its cut-off, collection from a branch
 * that is open) run against a second server whose clock starts on a weekday morning (CLOCK_START), so they run the
 * same whenever CI does instead of skipping in the evening.
 */
const morningPort = port + 1;
const morningBaseURL = process.env.E2E_MORNING_BASE_URL ?? `http://127.0.0.1:${morningPort}`;
const morningSpecs = ['availability.spec.ts', 'money-paths.spec.ts'];

/** The next weekday 10:00 in London at or after now: ahead of the real time, so nothing the app dates is in its past. */
export function nextWeekdayMorning(now = new Date()): Date {
  for (let day = 0; ; day++) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + day, 10));
    // 10:00 in London is 10:00 UTC in winter and 09:00 UTC in summer time.
    const londonHour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: 'numeric', hourCycle: 'h23' }).format(date));
    const morning = new Date(date.getTime() - (londonHour - 10) * 3_600_000);
    const weekday = morning.getUTCDay();
    if (weekday >= 1 && weekday <= 5 && morning >= now) return morning;
  }
}

// SERVER_RENDER_BUSY_ABOVE=1: a server-rendered page is never sent plain because the embedded database (which runs on
// the server's event loop) kept it busy just before; the journeys check what a render sends. The admission itself
// is tested in apps/server (render-admission.test.ts, server-render.test.ts).
const serverEnvironment = { HOST: '127.0.0.1', DATABASE_URL: '', SEED_SCALE: 'demo', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_MAX: '1000', ORDER_STATUS_TIME_SCALE: '0.002', RESPONSE_CHECK: 'true', SERVER_RENDER_BUSY_ABOVE: '1' };
const server = (serverPort: number, url: string, env: Record<string, string>) => ({
  command: 'npx tsx ../apps/server/src/server.ts',
  url: `${url}/readyz`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { ...serverEnvironment, PORT: String(serverPort), ...env },
});

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-output',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: morningSpecs, use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, channel: undefined } },
    { name: 'desktop-morning', testMatch: morningSpecs, use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, channel: undefined, baseURL: morningBaseURL } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        server(port, baseURL, { DATA_DIR: dataDir }),
        server(morningPort, morningBaseURL, { DATA_DIR: mkdtempSync(join(tmpdir(), 'sf-e2e-morning-')), CLOCK_START: nextWeekdayMorning().toISOString() }),
      ],
});
