import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox, users } from '../../db/schema/index';
import { signIn } from '../../test/test-app';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp({ as: ['admin', 'fresh'] });
const { admin, fresh } = t.sessions;

const invite = { firstName: 'Sam', surname: 'Okafor', email: 'Sam.Okafor@acme-heating.test', telephone: '0113 496 0777' };
const idOf = async (email: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** The set-password link from the newest invitation mailed to `email`. */
async function linkMailedTo(email: string): Promise<string> {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id)).limit(1);
  const match = /\/account\/set-password\?token=([\w-]{43})/.exec(mail?.textBody ?? '');
  if (!match) throw new Error(`no link mailed to ${email}`);
  return match[1]!;
}

describe('GET /Account/ListUsers (spec 1 §3 "Org user", §6)', () => {
  it("lists the caller's users with position and status, nothing secret", async () => {
    const list = (await t.get(admin, '/Account/ListUsers')).json();
    expect(list.map((user: { userName: string }) => user.userName)).toEqual(expect.arrayContaining(['admin@acme-heating.test', 'locked@acme-heating.test', 'buyer@acme-heating.test']));
    expect(list.find((user: { userName: string }) => user.userName === 'buyer@acme-heating.test')).toMatchObject({ roleName: 'Buyer', isActive: true });
    expect(list.find((user: { userName: string }) => user.userName === 'locked@acme-heating.test').isActive).toBe(false);
    expect(JSON.stringify(list)).not.toContain('password');
    expect((await t.get(fresh, '/Account/ListUsers')).json().map((user: { userName: string }) => user.userName)).toEqual(['new@fresh-plumbing.test']);
  });
});

describe('LockUser / UnLockUser (spec 1 §4 "Users")', () => {
  it('disabling ends the user’s sessions at once; enabling lets them sign in again', async () => {
    const noCheckout = await t.signIn('noCheckout');
    expect((await t.get(noCheckout, '/Account/UserDetails')).statusCode).toBe(200);
    const id = String(await idOf('nocheckout@acme-heating.test'));
    expect((await t.postForm(admin, '/Account/LockUser', { id })).json()).toEqual({ success: true, message: 'User disabled.' });
    expect((await t.get(noCheckout, '/Account/UserDetails')).statusCode).toBe(401);
    await expect(t.signIn('noCheckout')).rejects.toThrow();
    expect((await t.postForm(admin, '/Account/UnLockUser', { id })).json()).toEqual({ success: true, message: 'User enabled.' });
    expect((await t.get(await t.signIn('noCheckout'), '/Account/UserDetails')).statusCode).toBe(200);
  });

  it('an admin cannot disable themselves (422)', async () => {
    const response = await t.postForm(admin, '/Account/LockUser', { id: String(await idOf('admin@acme-heating.test')) });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('You cannot disable your own user.');
  });

  it("another organisation's user is a 404 and stays active", async () => {
    const id = await idOf('new@fresh-plumbing.test');
    expect((await t.postForm(admin, '/Account/LockUser', { id: String(id) })).statusCode).toBe(404);
    expect((await t.db.select({ a: users.isActive }).from(users).where(eq(users.id, id)))[0]!.a).toBe(true);
  });

  it.each([[{}], [{ id: 'x' }], [{ id: '-3' }]])('refuses %o (400)', async (form) => {
    expect((await t.postForm(admin, '/Account/LockUser', form)).statusCode).toBe(400);
  });
});

describe('InviteUser and the set-password page (spec 1 §5, §8)', () => {
  it.each(['firstName', 'surname', 'email', 'telephone'] as const)('refuses a missing %s (400) and sends nothing', async (field) => {
    const response = await t.postForm(admin, '/Account/InviteUser', { ...invite, [field]: '' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
    expect(await t.db.select().from(users).where(eq(users.email, 'sam.okafor@acme-heating.test'))).toEqual([]);
  });

  it("creates the user, mails a one-time link, and the invitee sets a password and signs in", async () => {
    const response = await t.postForm(admin, '/Account/InviteUser', invite);
    expect(response.json()).toEqual({ success: true, message: 'User created successfully.' });
    const [created] = await t.db.select().from(users).where(eq(users.email, 'sam.okafor@acme-heating.test'));
    expect(created).toMatchObject({ organisationId: 1, roleName: 'CompanyAdmin', isActive: true, firstName: 'Sam' });
    await expect(signIn(t.app, 'sam.okafor@acme-heating.test', '')).rejects.toThrow();

    const token = await linkMailedTo('sam.okafor@acme-heating.test');
    const page = await t.app.inject({ method: 'GET', url: `/account/set-password?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Set your password');
    const post = (form: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/account/set-password', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });
    expect((await post({ token, password: 'short', confirmPassword: 'short' })).body).toContain('Use at least 10 characters.');
    expect((await post({ token, password: 'radiator-valve-9', confirmPassword: 'radiator-valve-8' })).body).toContain('The passwords do not match.');
    const done = await post({ token, password: 'radiator-valve-9', confirmPassword: 'radiator-valve-9' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password has been set. Please sign in.');
    const session = await signIn(t.app, 'sam.okafor@acme-heating.test', 'radiator-valve-9');
    expect((await t.get(session, '/Account/UserDetails')).json()).toMatchObject({ firstName: 'Sam', orgID: 1 });
    // The link works once.
    expect((await post({ token, password: 'another-pass-1', confirmPassword: 'another-pass-1' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/account/set-password?token=${token}` })).statusCode).toBe(404);
  });

  it("an e-mail already in use: 409 with the server's text", async () => {
    const response = await t.postForm(fresh, '/Account/InviteUser', { ...invite, email: 'admin@acme-heating.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A user with this email address already exists.');
  });

  it.each(['', '?token=abc', `?token=${'A'.repeat(43)}`])('a bad or unknown link (%s) is refused', async (query) => {
    expect((await t.app.inject({ method: 'GET', url: `/account/set-password${query}` })).statusCode).toBe(404);
  });

  it('a set-password post with a malformed token is a 400 page, never a 500', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/account/set-password', payload: { token: '<x>', password: 1 } });
    expect(response.statusCode).toBe(400);
  });

  it('invitations of another organisation never show up in its users list', async () => {
    expect((await t.get(fresh, '/Account/ListUsers')).json()).toHaveLength(1);
    expect(await t.db.select().from(users).where(and(eq(users.organisationId, 2), eq(users.email, 'sam.okafor@acme-heating.test')))).toEqual([]);
  });
});
