import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index';
import { createTestApp, demoAccounts, signIn, type SignedIn, type TestApp } from '../../test/test-app';
import { eventually } from '../../test/eventually';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../test/fake-smtp-server';
import { singletonJobId } from '../../jobs/singleton-id';
import { deliverMailJob } from './mail-delivery.job';

/** MAIL_PROVIDER=smtp: the contact form's mail is stored, then delivered by the `mail.deliver` job. */
let smtp: FakeSmtpServer;
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  t = await createTestApp({ env: { MAIL_PROVIDER: 'smtp', SMTP_URL: smtp.url } });
  admin = await signIn(t.app, demoAccounts.admin);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const sendContactForm = async (message: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/NotificationTriggerLog/ContactUsEmail',
    headers: admin.headers,
    payload: { firstName: 'Alex', lastName: 'Morgan', email: 'alex@acme-heating.test', message },
  });
  expect(response.statusCode).toBe(200);
  // The row is written before the answer; the delivery happens afterwards.
  const [row] = await t.db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
  return row!.id;
};
const outboxRow = async (id: number) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const deliveryJob = (outboxId: number) => t.jobs.inspect(deliverMailJob, singletonJobId(deliverMailJob.name, `outbox-${outboxId}`));

describe('SMTP delivery through the mail.deliver job', () => {
  it('answers the request at once, then delivers and marks the outbox row sent', async () => {
    const id = await sendContactForm('Delivered through the job');
    await eventually(async () => expect((await outboxRow(id)).sentAt).toBeInstanceOf(Date));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Delivered through the job');
    expect(smtp.received[0]).toMatch(/^Subject: Contact form #\d+: Alex Morgan$/m);
    expect((await outboxRow(id)).error).toBeNull();
    expect(await deliveryJob(id)).toMatchObject({ state: 'completed', retryCount: 0 });
  });

  it('keeps a refused delivery on the outbox row with its error, and the job waiting for a retry', async () => {
    smtp.refuseRecipients = true;
    const id = await sendContactForm('Refused for now');
    await eventually(async () => expect((await outboxRow(id)).error).toMatch(/451/));
    expect((await outboxRow(id)).sentAt).toBeNull();
    await eventually(async () => expect(await deliveryJob(id)).toMatchObject({ state: 'retry', retryCount: 0, lastError: expect.stringMatching(/451/) }));
    smtp.refuseRecipients = false;
  });
});
