import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoAccounts, signIn, type TestApp } from '../../test/test-app';
import { eventually } from '../../test/eventually';

let outboxApp: TestApp;
let smtpApp: TestApp;
beforeAll(async () => {
  outboxApp = await createTestApp();
  // Nothing listens on port 9: the smtp adapter must record the failure, not throw.
  smtpApp = await createTestApp({ env: { MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:9' } });
});
afterAll(async () => {
  await outboxApp.close();
  await smtpApp.close();
});

describe('GET /dev/mail', () => {
  it('lists sent mail newest first, escaped', async () => {
    const admin = await signIn(outboxApp.app, demoAccounts.admin);
    for (const message of ['first <b>message</b>', 'second message']) {
      await outboxApp.app.inject({
        method: 'POST',
        url: '/NotificationTriggerLog/ContactUsEmail',
        headers: admin.headers,
        payload: { firstName: 'Alex', lastName: 'Morgan', email: 'a@b.test', message },
      });
    }
    const page = await outboxApp.app.inject({ method: 'GET', url: '/dev/mail', headers: admin.headers });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body.indexOf('second message')).toBeLessThan(page.body.indexOf('first &#60;b&#62;message'));
    expect(page.body).not.toContain('<b>message</b>');
  });

  it('does not exist unless MAIL_PROVIDER=outbox', async () => {
    const admin = await signIn(smtpApp.app, demoAccounts.admin);
    expect((await smtpApp.app.inject({ method: 'GET', url: '/dev/mail', headers: admin.headers })).statusCode).toBe(404);
  });

  it('keeps a refused SMTP delivery in the outbox with its error and still thanks the user (delivery is a job)', async () => {
    const admin = await signIn(smtpApp.app, demoAccounts.admin);
    const response = await smtpApp.app.inject({
      method: 'POST',
      url: '/NotificationTriggerLog/ContactUsEmail',
      headers: admin.headers,
      payload: { firstName: 'Alex', lastName: 'Morgan', email: 'a@b.test', message: 'via smtp' },
    });
    expect(response.statusCode).toBe(200);
    const { mailOutbox } = await import('../../db/schema/index');
    await eventually(async () => {
      const [row] = await smtpApp.db.select().from(mailOutbox);
      expect(row).toMatchObject({ provider: 'smtp', sentAt: null });
      expect(row?.error).toBeTruthy();
    });
  });
});
