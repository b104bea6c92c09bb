import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { registerErrorHandler } from '../../plugins/error-handler';
import { demoAccounts, demoPassword } from '../test-app';
import { useSignedInApp } from '../signed-in-app';

/**
 * docs/SECURITY.md "no personal data in logs": the app logs at info level into `lines`, and what people send
 * (e-mail addresses, passwords, postcodes, search terms, order references) never appears there; a 5xx is logged by
 * what failed, with the request id.
 */
const lines: string[] = [];
const stream = { write: (line: string) => lines.push(line) };
const t = useSignedInApp({ as: ['admin'], logger: { level: 'info', stream } });
const { admin } = t.sessions;

describe('no personal data in logs', () => {
  it('logs request lines by path, without the query string or body', async () => {
    lines.length = 0;
    await t.get(admin, '/PostCode/GetPostcode?postCode=LS11%205AB');
    await t.get(admin, '/SaveForLater/GetSavedParts?orderReference=JOB-2417');
    await t.post(admin, '/ProductSearch/SearchIndex', { searchTerm: 'morgan family boiler' });
    await t.app.inject({ method: 'POST', url: '/bff/login', payload: { email: demoAccounts.fresh, password: `${demoPassword}-wrong` } });
    expect(lines.length).toBeGreaterThanOrEqual(8);
    expect(lines.some((line) => line.includes('/PostCode/GetPostcode'))).toBe(true);
    for (const secret of ['LS11', 'JOB-2417', 'morgan family', demoAccounts.fresh, demoPassword]) {
      expect(lines.filter((line) => line.includes(secret)), secret).toEqual([]);
    }
  });

  it('logs a failed query by its SQLSTATE and the request id, never its parameters', async () => {
    const errors: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => errors.push(line) } } });
    registerErrorHandler(app);
    const personal = 'alex.morgan@example.test';
    app.get('/fails', async () => t.db.execute(sql`select ${`${personal}\u0000`}::text as email`));
    const response = await app.inject({ method: 'GET', url: '/fails', headers: { 'x-request-id': 'probe-1' } });
    await app.close();

    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(personal);
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0]!)).toMatchObject({ level: 50, reqId: response.json().requestId, err: { sqlState: expect.stringMatching(/^[0-9A-Z]{5}$/) } });
    expect(errors[0]).not.toContain(personal);
    expect(errors[0]).not.toMatch(/params|Failed query/);
  });
});
