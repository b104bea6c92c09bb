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
