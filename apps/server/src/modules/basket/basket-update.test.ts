import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@sparesfinder/contracts/messages';
import { useSignedInApp } from '../../test/signed-in-app';
import { basketClient, codesOf } from './basket-test-helpers';

const t = useSignedInApp({ as: ['admin'] });
const admin = basketClient(t, t.sessions.admin);

/** Puts admin@'s basket back to the demo state before each test. */
beforeEach(async () => {
  const basket = await admin.basket();
  const reset = await admin.update({ version: basket.version, lines: [{ manufacturerCode: 'CAL-87161', qty: 2 }, { manufacturerCode: 'GEN-15MM-ISO', qty: 3 }] });
  expect(reset.statusCode).toBe(200);
});

describe('POST /Basket/UpdateBasketForUser', () => {
  it('rebuilds lines from the catalogue and ignores tampered prices, names, line types and totals', async () => {
    const basket = await admin.basket();
    const tampered = {
      ...basket,
      totalCost: 0.01,
      totalCostWithVat: 0.01,
      lines: basket.lines.map((line: Record<string, unknown>) => ({ ...line, cost: 0.01, displayedCost: 0.01, description: 'free', basketLineType: { id: 1, name: 'Gift' } })),
    };
    const response = await admin.update(tampered);
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    const valve = updated.lines.find((line: { manufacturerCode: string }) => line.manufacturerCode === 'CAL-87161');
    // Acme is a buying-group member: the line costs the group cost, £43.65 (issue #11, domain pricePaidPence).
    expect(valve).toMatchObject({ cost: 43.65, displayedCost: 43.65, displayedCostWithVat: 52.38, description: 'Diverter valve assembly', qty: 2, basketLineType: { name: 'Product' } });
    const expectedTotal = updated.lines.reduce((sum: number, line: { cost: number; qty: number }) => sum + Math.round(line.cost * 100) * line.qty, 0);
    expect(Math.round(updated.totalCost * 100)).toBe(expectedTotal);
    expect(Math.round(updated.totalCostWithVat * 100)).toBe(Math.round(expectedTotal * 1.2));
    expect(updated.version).toBe(basket.version + 1);
  });

  it.each([
    ['negative', -1],
    ['too large', 10000],
    ['huge', 1e12],
    ['fractional', 1.5],
    ['text', '3'],
  ])('refuses a %s quantity with a 400 naming the field', async (_name, qty) => {
    const { version } = await admin.basket();
    const response = await admin.update({ version, lines: [{ manufacturerCode: 'CAL-87161', qty }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors['lines.0.qty']).toBeDefined();
  });

  it('answers 400 naming the line for an unknown part, and 422 for an obsolete one', async () => {
    const { version } = await admin.basket();
    const unknown = await admin.update({ version, lines: [{ manufacturerCode: 'CAL-87161', qty: 1 }, { manufacturerCode: 'NO-SUCH-PART', qty: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(`${messages.basket.partNotFound} (NO-SUCH-PART)`);
    expect(Object.keys(unknown.json().fieldErrors)).toEqual(['lines.1.manufacturerCode']);
    const obsolete = await admin.update({ version, lines: [{ manufacturerCode: 'CAL-OBS-001', qty: 1 }] });
    expect(obsolete.statusCode).toBe(422);
    expect(obsolete.json().message).toBe(`${messages.basket.partObsolete} (CAL-OBS-001)`);
    expect(codesOf(await admin.basket())).toEqual(['CAL-87161x2', 'GEN-15MM-ISOx3']);
  });

  it('sets quantities, removes lines sent with 0 or left out, and keeps one line per code (last wins)', async () => {
    const { version } = await admin.basket();
    const response = await admin.update({
      version,
      lines: [{ manufacturerCode: 'cal-87161', qty: 4 }, { manufacturerCode: 'GEN-15MM-ISO', qty: 0 }, { manufacturerCode: 'CAL-87161', qty: 7 }],
    });
    expect(response.statusCode).toBe(200);
    expect(codesOf(response.json())).toEqual(['CAL-87161x7']);
  });

  it('sets the customer order number and the fulfilment postcode (normalised); a bad postcode is a 400', async () => {
    const basket = await admin.basket();
    const ok = await admin.update({ version: basket.version, lines: basket.lines, customerOrderNo: 'JOB-9', fulfillmentPostcode: 'ls11 5ab' });
    expect(ok.json()).toMatchObject({ customerOrderNo: 'JOB-9', fulfillmentPostcode: 'LS11 5AB' });
    const bad = await admin.update({ version: ok.json().version, lines: basket.lines, fulfillmentPostcode: 'NOT A CODE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.location.invalidPostcode);
  });

  it('answers 409 with the current basket for a stale version', async () => {
    const basket = await admin.basket();
    const response = await admin.update({ version: basket.version - 1, lines: [] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict', message: messages.basket.conflict, basket: { version: basket.version } });
    expect(codesOf(response.json().basket)).toEqual(['CAL-87161x2', 'GEN-15MM-ISOx3']);
  });

  it("answers 404 for another user's basket key", async () => {
    const other = basketClient(t, await t.signIn('electrical'));
    const theirs = await other.basket();
    const { version } = await admin.basket();
    const response = await admin.update({ basketKey: theirs.basketKey, version, lines: [] });
    expect(response.statusCode).toBe(404);
    expect(codesOf(await other.basket())).toEqual(codesOf(theirs));
  });
});
