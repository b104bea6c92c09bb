import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { loadConfig } from '../../config/env';
import { mailOutbox } from '../../db/schema/index';
import { useSignedInApp, type SignedInApp } from '../../test/signed-in-app';

/*
 * Invitation links (issue #17): built from PUBLIC_URL, never from the Host header a client sends, which production
 * requires; only outside production does the request's own origin serve (npm start with no configuration).
 */
const invite = (email: string) => ({ firstName: 'Robin', surname: 'Hale', email, telephone: '0113 496 0999' });

async function invitationLink(t: SignedInApp<'admin'>, email: string, host: string): Promise<string> {
  const response = await t.inject(t.sessions.admin, {
    method: 'POST',
    url: '/Account/InviteUser',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(invite(email)).toString(),
  });
  expect(response.json()).toEqual({ success: true, message: 'User created successfully.' });
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id)).limit(1);
  const link = /(\S+)\/account\/set-password\?token=[\w-]{43}/.exec(mail?.textBody ?? '');
  if (!link) throw new Error(`no link mailed to ${email}`);
  return link[1]!;
}

describe('with PUBLIC_URL (production)', () => {
  const t = useSignedInApp({ as: ['admin'], env: { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example/ignored/path' } });

  it("links to the configured origin whatever Host the request names", async () => {
    expect(await invitationLink(t, 'robin.one@acme-heating.test', 'attacker.example')).toBe('https://shop.example');
  });
});

describe('without PUBLIC_URL (development)', () => {
  const t = useSignedInApp({ as: ['admin'] });

  it("falls back to the request's own origin", async () => {
    expect(await invitationLink(t, 'robin.two@acme-heating.test', 'localhost:3000')).toBe('http://localhost:3000');
  });
});

describe('configuration', () => {
  it('refuses to start in production without PUBLIC_URL, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: PUBLIC_URL is required when NODE_ENV=production/);
  });

  it.each(['shop.example', 'ftp://shop.example'])('refuses PUBLIC_URL=%s', (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
  });
});
