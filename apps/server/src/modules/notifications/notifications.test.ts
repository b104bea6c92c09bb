import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { messages } from '@sparesfinder/contracts/messages';
import { contactMessages, mailOutbox, notifications } from '../../db/schema/index';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp({ as: ['admin'] });
const { admin } = t.sessions;

const contactUs = (payload: unknown, headers: Record<string, string> = {}) =>
  t.inject(admin, { method: 'POST', url: '/NotificationTriggerLog/ContactUsEmail', headers, payload: payload as object });

describe('GET /NotificationTriggerLog/UnreadNotifications', () => {
  it("counts the user's unread notifications", async () => {
    const rows = await t.db.select({ hasRead: notifications.hasRead }).from(notifications).where(eq(notifications.userId, 1));
    const response = await t.get(admin, '/NotificationTriggerLog/UnreadNotifications');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: rows.filter((row) => !row.hasRead).length });
  });
});

describe('POST /NotificationTriggerLog/ContactUsEmail', () => {
  const form = { firstName: 'Alex', lastName: 'Morgan', email: 'not-checked', phoneNumber: '', message: 'Do you stock CAL-87161?' };

  it('stores the message, mails support and thanks the user (no e-mail format check, spec 1 §5)', async () => {
    const response = await contactUs(form);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: messages.contact.thankYou });
    const [stored] = await t.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(stored).toMatchObject({ organisationId: 1, userId: 1, email: 'not-checked', phoneNumber: null });
    const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ toAddress: t.config.mail.supportEmail, provider: 'outbox' });
    expect(mail?.sentAt).toBeInstanceOf(Date);
    expect(mail?.textBody).toContain('Do you stock CAL-87161?');
  });

  it('accepts form-encoded data', async () => {
    const response = await contactUs(new URLSearchParams(form).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['empty fields', { firstName: ' ', lastName: '', email: '', message: '' }],
    ['missing fields', {}],
  ])('answers 400 with the four spec messages for %s', async (_case, payload) => {
    const response = await contactUs(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      firstName: [messages.contact.firstNameRequired],
      lastName: [messages.contact.lastNameRequired],
      email: [messages.contact.emailRequired],
      message: [messages.contact.messageRequired],
    });
  });

  it('answers 400 naming the limit for text that is too long, not that it is required', async () => {
    const response = await contactUs({ ...form, firstName: 'A'.repeat(101), phoneNumber: '0'.repeat(41), message: 'x'.repeat(5001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      firstName: ['First name can be at most 100 characters'],
      phoneNumber: ['Phone number can be at most 40 characters'],
      message: ['Message can be at most 5000 characters'],
    });
  });

  it('answers 400, not 500, for a body that is not an object', async () => {
    const response = await contactUs('"just text"', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await contactUs('{"firstName":', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('at ');
  });
});
