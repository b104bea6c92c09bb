import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@sparesfinder/contracts/messages';
import { saveForLater } from '../../db/schema/index';
import { useSignedInApp } from '../../test/signed-in-app';
import { codesOf } from '../basket/basket-test-helpers';

const t = useSignedInApp({ as: ['admin'] });
const { admin } = t.sessions;
const singleItems = async () => (await t.get(admin, '/SaveForLater/GetSaveForLaters')).json().collection;

describe('moving between the basket and the saved lists (spec 2 §4)', () => {
  it('saves a basket line for later: saved, then gone from the basket', async () => {
    const response = await t.post(admin, '/Basket/SaveLineForLater', { manufacturerCode: 'GEN-15MM-ISO' });
    expect(response.statusCode).toBe(200);
    expect(codesOf(response.json())).toEqual(['CAL-87161x2']);
    expect((await singleItems())[0]).toMatchObject({ manufacturerCode: 'GEN-15MM-ISO', qty: 3 });
    expect((await t.post(admin, '/Basket/SaveLineForLater', { manufacturerCode: 'GEN-15MM-ISO' })).statusCode).toBe(404);
  });

  it('moves a saved item to the basket at its quantity and deletes the saved entry', async () => {
    const [item] = await singleItems();
    const response = await t.post(admin, '/SaveForLater/MoveToBasket', { id: item.id });
    expect(codesOf(response.json())).toContain(`${item.manufacturerCode}x${item.qty}`);
    expect((await singleItems()).map((i: { id: number }) => i.id)).not.toContain(item.id);
    expect((await t.post(admin, '/SaveForLater/MoveToBasket', { id: item.id })).statusCode).toBe(404);
  });

  it("adds a saved parts order's priced lines, counts obsolete ones, sets the order number and deletes the order", async () => {
    const [first] = await t.db.select().from(saveForLater).where(eq(saveForLater.orderReference, 'JOB-2452')).limit(1);
    const { id: _id, ...copy } = first!;
    await t.db.insert(saveForLater).values({ ...copy, productId: 2, manufacturerCode: 'CAL-OBS-001', description: 'Obsolete part' });
    const response = await t.post(admin, '/SaveForLater/AddSavedPartsToBasket', { orderReference: 'JOB-2452' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ addedCount: 3, obsoleteCount: 1, basket: { customerOrderNo: 'JOB-2452' } });
    expect(codesOf(response.json().basket)).not.toContain('CAL-OBS-001x1');
    expect((await t.get(admin, '/SaveForLater/GetSavedParts?orderReference=JOB-2452')).json()).toEqual({ collection: [] });
    expect((await t.post(admin, '/SaveForLater/AddSavedPartsToBasket', { orderReference: 'JOB-2452' })).statusCode).toBe(404);
  });

  it('saves the whole basket under an order reference and empties it', async () => {
    const before = (await t.get(admin, '/Basket/GetBasketForUser')).json();
    const response = await t.post(admin, '/Basket/SaveBasket', { orderReference: 'JOB-9001' });
    expect(response.json()).toMatchObject({ success: true, message: messages.basket.savedSuccessfully, basket: { lines: [] } });
    const [order] = (await t.get(admin, '/SaveForLater/GetSavedParts?orderReference=JOB-9001')).json().collection;
    expect(order.items).toBe(before.lines.length);
    expect(order.title).toBeNull();
    const again = await t.post(admin, '/Basket/SaveBasket', { orderReference: 'JOB-9002' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(messages.basket.empty);
    expect((await t.post(admin, '/Basket/SaveBasket', { orderReference: '' })).statusCode).toBe(400);
  });

  it('refuses moves into the basket for an incomplete account', async () => {
    const fresh = await t.signIn('fresh');
    const item = (await t.post(fresh, '/SaveForLater/CreateSaveForLater', { manufacturerCode: 'CAL-87161', qty: 1 })).json();
    const response = await t.post(fresh, '/SaveForLater/MoveToBasket', { id: item.id });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.shell.completeAccountTitle);
  });

  it("keepQty (spec 3 §4.5, a branch short of a line): the line keeps that many, the rest is saved once", async () => {
    await t.post(admin, '/Basket/AddLine', { manufacturerCode: 'CAL-87161', qty: 5 });
    const savedBefore = (await singleItems()).length;
    const response = await t.post(admin, '/Basket/SaveLineForLater', { manufacturerCode: 'cal-87161', keepQty: 2 });
    expect(response.statusCode).toBe(200);
    expect(codesOf(response.json())).toContain('CAL-87161x2');
    const saved = await singleItems();
    expect(saved).toHaveLength(savedBefore + 1);
    expect(saved.find((item: { manufacturerCode: string; qty: number }) => item.manufacturerCode === 'CAL-87161' && item.qty === 3)).toBeDefined();
    // A repeat (a double click, a retry) finds nothing more to save; keeping as many as the line has saves nothing.
    for (const keepQty of [2, 9]) {
      const again = await t.post(admin, '/Basket/SaveLineForLater', { manufacturerCode: 'CAL-87161', keepQty });
      expect(again.statusCode).toBe(200);
      expect(codesOf(again.json())).toContain('CAL-87161x2');
    }
    expect(await singleItems()).toHaveLength(savedBefore + 1);
    for (const keepQty of [-1, 1.5, 'two']) {
      const bad = await t.post(admin, '/Basket/SaveLineForLater', { manufacturerCode: 'CAL-87161', keepQty });
      expect(bad.statusCode).toBe(400);
    }
  });
});
