import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp({ as: ['admin'] });
const { admin } = t.sessions;

const huge = 2 ** 40;
const bodies: readonly unknown[] = [null, [], 'text', 42, { lines: 'x' }, { version: 'a', lines: [] }, { version: huge, lines: [] }];

/** Every call of the basket, save-for-later, delivery and location areas that takes a body. */
const posts: readonly [string, object][] = [
  ['/Basket/UpdateBasketForUser', { version: 1, lines: [{ manufacturerCode: 'CAL-87161', qty: 1, iBasisManId: huge }] }],
  ['/Basket/AddLine', { manufacturerCode: 'x'.repeat(61), qty: 1 }],
  ['/Basket/AddLines', { lines: [] }],
  ['/Basket/SaveBasket', { orderReference: 'x'.repeat(21) }],
  ['/Basket/SaveLineForLater', { manufacturerCode: '' }],
  ['/Basket/SetCustomerOrderNo', { customerOrderNo: 'x'.repeat(21) }],
  ['/Basket/DeliveryQuote', { branch: huge, deliveryAddress1: 'a', deliveryPostCode: 'LS11 5AB', deliveryTown: 'Leeds' }],
  ['/Basket/AddDeliveryQuoteToBasket', { quoteId: huge, deliveryPersonName: 'Sam', deliveryMobileNumber: '07700900123' }],
  ['/Basket/ChangeLocation', { postCode: 'x'.repeat(100) }],
  ['/SaveForLater/CreateSaveForLater', { manufacturerCode: 'CAL-87161', qty: 1, iBasisApplianceId: huge }],
  ['/SaveForLater/CreateMultipleSaveForLater', []],
  ['/SaveForLater/MoveToBasket', { id: huge }],
  ['/SaveForLater/AddSavedPartsToBasket', { orderReference: '' }],
];

describe('bad input is a 400, never a 500', () => {
  it.each(posts)('POST %s with an out-of-range or empty field', async (url, payload) => {
    const response = await t.post(admin, url, payload);
    expect(response.statusCode).toBe(400);
  });

  it.each(posts.flatMap(([url]) => bodies.map((body) => [url, JSON.stringify(body)] as const)))('POST %s with %s', async (url, body) => {
    const response = await t.inject(admin, { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it.each([
    '/Basket/GetBasketByKey?basketKey=%E0%A4%A',
    '/Basket/GetBasketExpiry',
    `/SaveForLater/GetSavedParts?orderReference=${'x'.repeat(30)}`,
    `/SaveForLater/BulkDeleteSaveForLater?orderReference=${'x'.repeat(30)}`,
  ])('GET %s', async (url) => {
    expect((await t.get(admin, url)).statusCode).toBe(400);
  });

  it('DELETE with an out-of-range ID', async () => {
    expect((await t.delete(admin, `/SaveForLater/DeleteSaveForLater?ID=${huge}`)).statusCode).toBe(400);
  });
});
