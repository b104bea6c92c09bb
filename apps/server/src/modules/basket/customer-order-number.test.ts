import { describe, expect, it } from 'vitest';
import type { Basket } from '@sparesfinder/contracts/basket';
import { messages } from '@sparesfinder/contracts/messages';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp({ as: ['admin', 'electrical'] });
const { admin, electrical } = t.sessions;

const basketOf = async (session: typeof admin) => (await t.get(session, '/Basket/GetBasketForUser')).json() as Basket;
const setNumber = (session: typeof admin, customerOrderNo: unknown) => t.post(session, '/Basket/SetCustomerOrderNo', { customerOrderNo });

describe('POST /Basket/SetCustomerOrderNo (the basket page edits the customer order number)', () => {
  it('sets the number on the own open basket, lines untouched, and answers the basket', async () => {
    const before = await basketOf(admin);
    const response = await setNumber(admin, '  JOB-2471 ');
    expect(response.statusCode).toBe(200);
    const answered = response.json() as Basket;
    expect(answered.customerOrderNo).toBe('JOB-2471');
    expect(answered.lines.map((line) => [line.manufacturerCode, line.qty])).toEqual(before.lines.map((line) => [line.manufacturerCode, line.qty]));
    expect((await basketOf(admin)).customerOrderNo).toBe('JOB-2471');
  });

  it('touches only the caller\'s basket: another organisation\'s user keeps theirs', async () => {
    await setNumber(electrical, 'SPARK-1');
    await setNumber(admin, 'ACME-9');
    expect((await basketOf(electrical)).customerOrderNo).toBe('SPARK-1');
    expect((await basketOf(admin)).customerOrderNo).toBe('ACME-9');
  });

  it('an empty number clears it', async () => {
    expect((await setNumber(admin, '')).json().customerOrderNo).toBeNull();
  });

  it('exactly 20 characters is kept whole', async () => {
    expect((await setNumber(admin, 'R'.repeat(20))).json().customerOrderNo).toBe('R'.repeat(20));
  });

  it('21 characters is a 400 naming the field with the limit, and nothing is stored or cut', async () => {
    await setNumber(admin, 'KEEP-ME');
    const response = await setNumber(admin, 'R'.repeat(21));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ customerOrderNo: [messages.basket.referenceTooLong] });
    expect((await basketOf(admin)).customerOrderNo).toBe('KEEP-ME');
  });

  it.each([null, 42, undefined])('customerOrderNo %j is a 400', async (value) => {
    expect((await setNumber(admin, value)).statusCode).toBe(400);
  });

  it('UpdateBasketForUser and SaveBasket refuse an over-long reference with the same message', async () => {
    const basket = await basketOf(admin);
    const update = await t.post(admin, '/Basket/UpdateBasketForUser', { version: basket.version, lines: [], customerOrderNo: 'R'.repeat(21) });
    expect(update.statusCode).toBe(400);
    expect(update.json().fieldErrors).toEqual({ customerOrderNo: [messages.basket.referenceTooLong] });
    const save = await t.post(admin, '/Basket/SaveBasket', { orderReference: 'R'.repeat(21) });
    expect(save.statusCode).toBe(400);
    expect(save.json().fieldErrors).toEqual({ orderReference: [messages.basket.referenceTooLong] });
    expect((await basketOf(admin)).lines.length).toBe(basket.lines.length);
  });

  it('needs a session and the CSRF header', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/Basket/SetCustomerOrderNo', payload: { customerOrderNo: 'X' } })).statusCode).toBe(401);
    const noCsrf = await t.inject(admin, { method: 'POST', url: '/Basket/SetCustomerOrderNo', payload: { customerOrderNo: 'X' }, headers: { 'x-xsrf-token': '' } });
    expect(noCsrf.statusCode).toBe(403);
  });
});
