import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/signed-in-app';
import { eventually } from '../../test/eventually';

const outboxApp = useSignedInApp();
// Nothing listens on port 9: the smtp adapter must record the failure, not throw.
const smtpApp = useSignedInApp({ env: { MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:9' } });

describe('GET /dev/mail', () => {
  it('lists sent mail newest first, escaped', async () => {
    const admin = await outboxApp.signIn('admin');
    for (const message of ['first <b>message</b>', 'second message']) {
      await outboxApp.post(admin, '/NotificationTriggerLog/ContactUsEmail', { firstName: 'Alex', lastName: 'Morgan', email: 'a@b.test', message });
    }
    const page = await outboxApp.get(admin, '/dev/mail');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.indexOf('second message')).toBeLessThan(page.body.indexOf('first &#60;b&#62;message'));
    expect(page.body).not.toContain('<b>message</b>');
  });

  it('does not exist unless MAIL_PROVIDER=outbox', async () => {
    const admin = await smtpApp.signIn('admin');
    expect((await smtpApp.get(admin, '/dev/mail')).statusCode).toBe(404);
  });

  it('keeps a refused SMTP delivery in the outbox with its error and still thanks the user (delivery is a job)', async () => {
    const admin = await smtpApp.signIn('admin');
    const response = await smtpApp.post(admin, '/NotificationTriggerLog/ContactUsEmail', { firstName: 'Alex', lastName: 'Morgan', email: 'a@b.test', message: 'via smtp' });
    expect(response.statusCode).toBe(200);
    const { mailOutbox } = await import('../../db/schema/index');
    await eventually(async () => {
      const [row] = await smtpApp.db.select().from(mailOutbox);
      expect(row).toMatchObject({ provider: 'smtp', sentAt: null });
      expect(row?.error).toBeTruthy();
    });
  });
});

describe('/dev/mail is a developer tool (issue #12: it showed every organisation\'s mail to any CompanyAdmin)', () => {
  const contact = (message: string) => ({ firstName: 'Jordan', lastName: 'Fresh', email: 'jordan@fresh-plumbing.test', phoneNumber: '07700900123', message });
  const production = useSignedInApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' } });
  const openToAll = useSignedInApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', DEV_MAIL_PAGE: 'true' } });

  it("shows a signed-in user only their own organisation's mail", async () => {
    const fresh = await outboxApp.signIn('fresh');
    await outboxApp.post(fresh, '/NotificationTriggerLog/ContactUsEmail', contact('fresh plumbing private note'));
    const acmePage = await outboxApp.get(await outboxApp.signIn('admin'), '/dev/mail');
    expect(acmePage.statusCode).toBe(200);
    expect(acmePage.body).not.toContain('fresh plumbing private note');
    expect(acmePage.body).not.toContain('07700900123');
    expect((await outboxApp.get(fresh, '/dev/mail')).body).toContain('fresh plumbing private note');
  });

  it('in development answers only a browser on this machine', async () => {
    const admin = await outboxApp.signIn('admin');
    const remote = await outboxApp.app.inject({ method: 'GET', url: '/dev/mail', headers: admin.headers, remoteAddress: '203.0.113.5' });
    expect(remote.statusCode).toBe(404);
    const ipv6Loopback = await outboxApp.app.inject({ method: 'GET', url: '/dev/mail', headers: admin.headers, remoteAddress: '::1' });
    expect(ipv6Loopback.statusCode).toBe(200);
  });

  it('does not exist in production, even on this machine, unless DEV_MAIL_PAGE=true', async () => {
    expect((await production.get(await production.signIn('admin'), '/dev/mail')).statusCode).toBe(404);
    const admin = await openToAll.signIn('admin');
    expect((await openToAll.app.inject({ method: 'GET', url: '/dev/mail', headers: admin.headers, remoteAddress: '203.0.113.5' })).statusCode).toBe(200);
  });
});

