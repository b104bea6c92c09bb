import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@sparesfinder/contracts/messages';
import { branches } from '../../db/schema/index';
import { useSignedInApp } from '../../test/signed-in-app';

let now = Date.now();
const t = useSignedInApp({ as: ['admin'], clock: { now: () => new Date(now) } });
const { admin } = t.sessions;

const address = { branch: 1, deliveryAddress1: '42 Cross Flatts Avenue', deliveryAddress2: 'Beeston', deliveryPostCode: 'ls11 5ab', deliveryTown: 'Leeds' };
const quote = (payload: object = {}) => t.post(admin, '/Basket/DeliveryQuote', { ...address, ...payload });

describe('POST /Basket/DeliveryQuote', () => {
  it('prices both couriers and all three windows from Leeds South, fastest first then cheapest, VAT added', async () => {
    const { collection } = (await quote()).json();
    expect(collection.map((q: { courierCode: string; deliveryMinutes: number }) => `${q.courierCode}/${q.deliveryMinutes}`)).toEqual([
      'STUART/90', 'GOPHR/90', 'STUART/120', 'GOPHR/120', 'STUART/180', 'GOPHR/180',
    ]);
    expect(collection[4]).toMatchObject({ priceNet: 5.5, priceWithVat: 6.6, name: 'STUART', deliveryProviderTypeId: 2, distanceMiles: 0, quoteId: expect.any(Number) });
  });

  it('describes every option with its own window, never another (issue #11 item 4)', async () => {
    const { collection } = (await quote()).json();
    for (const q of collection as { deliveryMinutes: number; description: string }[]) {
      expect(q.description).toMatch(new RegExp(`within ${q.deliveryMinutes} minutes$`));
      expect(q.description).not.toMatch(/hours?/);
    }
  });

  it('quotes one window and one courier when asked', async () => {
    const { collection } = (await quote({ deliveryMinutes: 90, deliveryProviderTypeId: 1 })).json();
    expect(collection).toHaveLength(1);
    expect(collection[0]).toMatchObject({ courierCode: 'GOPHR', deliveryMinutes: 90, priceNet: 9.75, priceWithVat: 11.7 });
  });

  it('offers only quotes up to £30 with VAT, and none beyond the couriers’ reach', async () => {
    const harrogate = (await quote({ deliveryPostCode: 'HG1 1AA', deliveryTown: 'Harrogate' })).json().collection;
    expect(harrogate.map((q: { courierCode: string; deliveryMinutes: number }) => `${q.courierCode}/${q.deliveryMinutes}`)).toEqual(['GOPHR/180', 'STUART/180']);
    expect(harrogate.every((q: { priceWithVat: number }) => q.priceWithVat <= 30)).toBe(true);
    expect((await quote({ deliveryPostCode: 'M1 1AE', deliveryTown: 'Manchester' })).json()).toEqual({ collection: [] });
  });

  it('answers no quotes for a branch without express same-day delivery', async () => {
    const [plain] = await t.db.select({ id: branches.id }).from(branches).where(eq(branches.isExpressOpen, false)).limit(1);
    expect((await quote({ branch: plain!.id })).json()).toEqual({ collection: [] });
  });

  it.each([
    ['a malformed postcode', { deliveryPostCode: 'NOT VALID' }, 400, messages.location.invalidPostcode],
    ['an unknown postcode', { deliveryPostCode: 'ZZ9 9ZZ' }, 400, messages.location.invalidPostcode],
    ['a missing address line', { deliveryAddress1: ' ' }, 400, 'The request has invalid fields.'],
    ['an unknown branch', { branch: 999999 }, 404, 'Branch not found'],
    ['an unknown window', { deliveryMinutes: 60 }, 400, 'The request has invalid fields.'],
  ])('refuses %s', async (_name, payload, status, message) => {
    const response = await quote(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });
});

describe('POST /Basket/AddDeliveryQuoteToBasket', () => {
  const add = (payload: object, session = admin) => t.post(session, '/Basket/AddDeliveryQuoteToBasket', { deliveryPersonName: 'Sam Patel', deliveryMobileNumber: '07700 900123', ...payload });

  it('adds the stored quote as the only courier line, ignoring a sent price, and replaces it when re-chosen', async () => {
    const [stuart, gophr] = (await quote()).json().collection;
    const first = await add({ quoteId: gophr.quoteId, priceNet: 0.01 });
    expect(first.statusCode).toBe(200);
    const line = first.json().lines.find((l: { manufacturerCode: string }) => l.manufacturerCode === 'GOPHR');
    expect(line).toMatchObject({ cost: gophr.priceNet, qty: 1, basketLineTypeId: 3 });
    // The code stays GOPHR (spec 3 §3); the description a trader reads names the courier.
    expect(line.description).toBe(`Gophr same-day delivery within ${gophr.deliveryMinutes} minutes`);
    expect(first.json()).toMatchObject({ quoteId: gophr.quoteId, isDelivery: true, selectedBranch: { name: expect.any(String), supplierID: 1 } });

    const second = await add({ quoteId: stuart.quoteId });
    const couriers = second.json().lines.filter((l: { manufacturerCode: string }) => ['GOPHR', 'STUART'].includes(l.manufacturerCode));
    expect(couriers.map((l: { manufacturerCode: string }) => l.manufacturerCode)).toEqual(['STUART']);
  });

  it.each([
    ['a landline', '0113 496 0000'],
    ['a +44 number', '+447700900123'],
    ['an empty number', ''],
  ])('refuses %s with the spec message', async (_name, deliveryMobileNumber) => {
    const [first] = (await quote()).json().collection;
    const response = await add({ quoteId: first.quoteId, deliveryMobileNumber });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(deliveryMobileNumber ? messages.delivery.invalidMobile : 'The request has invalid fields.');
    expect(response.json().fieldErrors.deliveryMobileNumber).toEqual([messages.delivery.invalidMobile]);
  });

  it("refuses a missing name, an invented quote, another user's quote and an expired one", async () => {
    const [first] = (await quote()).json().collection;
    expect((await add({ quoteId: first.quoteId, deliveryPersonName: '' })).json().fieldErrors.deliveryPersonName).toEqual([messages.delivery.nameRequired]);
    expect((await add({ quoteId: 987654 })).statusCode).toBe(404);
    expect((await add({ quoteId: first.quoteId }, await t.signIn('electrical'))).statusCode).toBe(404);
    now += 16 * 60_000;
    const expired = await add({ quoteId: first.quoteId });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe(messages.delivery.quoteExpired);
  });
});

describe('POST /Basket/ChangeLocation', () => {
  it('geocodes the postcode and saves it as the fulfilment postcode', async () => {
    const response = await t.post(admin, '/Basket/ChangeLocation', { postCode: 'ls6 2al' });
    expect(response.json()).toMatchObject({ postcode: 'LS6 2AL', latitude: 53.819, longitude: -1.572, basket: { fulfillmentPostcode: 'LS6 2AL' } });
  });
  it.each(['NOT VALID', 'ZZ9 9ZZ', ''])('refuses %j with the spec message', async (postCode) => {
    const response = await t.post(admin, '/Basket/ChangeLocation', { postCode });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.postCode).toEqual([messages.location.invalidPostcode]);
  });
});
