import { describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { messages } from '@sparesfinder/contracts/messages';
import { obsoletePartRequestType } from '@sparesfinder/contracts/lists';
import { cashBackRegistrations, mailOutbox, sourcingRequests } from '../../db/schema/index';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp({ as: ['fresh'] });
const { fresh } = t.sessions;

const latestMail = async () => (await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0];

describe('sourcing request (ObsoleteProductEmail)', () => {
  const request = { type: obsoletePartRequestType, manufacturerPartNumber: 'CAL-OBS-001', description: 'Main PCB (superseded)', manufacturer: 'Caldera', iBasisAppliance: 'Caldera Combi 30i', qty: 1 };

  it('is stored, mailed through the outbox and shown in requested products', async () => {
    const response = await t.post(fresh, '/SparesAvailability/ObsoleteProductEmail', request);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: messages.lists.sourcingThankYou });
    const [stored] = await t.db.select().from(sourcingRequests);
    expect(stored).toMatchObject({ organisationId: 2, type: obsoletePartRequestType, manufacturerPartNumber: 'CAL-OBS-001' });
    expect(stored?.requestedProductId).toBeGreaterThan(0);
    const mail = await latestMail();
    expect(mail?.subject).toContain('CAL-OBS-001');
    expect(mail?.toAddress).toBe(t.config.mail.supportEmail);
    const requested = (await t.post(fresh, '/RequestedProducts/SearchRequestedProducts', {})).json();
    expect(requested.collection[0]).toMatchObject({ manufacturerPartNumber: 'CAL-OBS-001', productId: 2 });
  });

  it.each([{}, { ...request, type: '' }, { ...request, manufacturerPartNumber: undefined }, { ...request, qty: 0 }])('%j is a 400', async (payload) => {
    expect((await t.post(fresh, '/SparesAvailability/ObsoleteProductEmail', payload)).statusCode).toBe(400);
  });
});

describe('cash-back registration (BuyingGroupEmail)', () => {
  it('is stored and mailed, and answers the thank-you', async () => {
    const response = await t.post(fresh, '/SparesAvailability/BuyingGroupEmail');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: messages.lists.cashBackThankYou });
    expect(await t.db.select().from(cashBackRegistrations)).toHaveLength(1);
    expect((await latestMail())?.subject).toMatch(/^Cash back registration #\d+$/);
  });
});

describe('messages to our team are limited per user (issue #12: contact and sourcing e-mails had no limit)', () => {
  const request = { type: obsoletePartRequestType, manufacturerPartNumber: 'CAL-OBS-001', description: 'Main PCB (superseded)', qty: 1 };

  it('past five in ten minutes (contact, sourcing and cash back together) answers 429 with Retry-After and stores nothing', async () => {
    const electrical = await t.signIn('electrical');
    const contact = { firstName: 'Priya', lastName: 'Shah', email: 'electrical@spark-electrical.test', message: 'Hello' };
    const sent = [
      await t.post(electrical, '/NotificationTriggerLog/ContactUsEmail', contact),
      await t.post(electrical, '/SparesAvailability/BuyingGroupEmail'),
      ...(await Promise.all([1, 2, 3].map(() => t.post(electrical, '/SparesAvailability/ObsoleteProductEmail', request)))),
    ];
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const mails = (await t.db.select().from(mailOutbox)).length;
    const refused = await t.post(electrical, '/SparesAvailability/ObsoleteProductEmail', request);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited', message: messages.contact.tooManyMessages });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await t.post(electrical, '/NotificationTriggerLog/ContactUsEmail', contact)).statusCode).toBe(429);
    expect((await t.db.select().from(mailOutbox)).length).toBe(mails);
    // Another user of another organisation is not affected.
    expect((await t.post(fresh, '/SparesAvailability/ObsoleteProductEmail', request)).statusCode).toBe(200);
  });
});
