import { expect } from 'vitest';
import { normaliseManufacturerCode } from '@sparesfinder/domain/basket/basket-lines';
import { answeredVersions, consecutive, race, statusCounts, type RaceScenario } from '../race';
import { addedRows, qtyMap, type BasketWorld } from './basket-world';

type Saved = Awaited<ReturnType<BasketWorld['saved']>>;
const rowsOf = (reference: string, codes: readonly string[], qtyOf: (i: number) => number) =>
  codes.map((code, i) => `${reference}:${normaliseManufacturerCode(code)}×${qtyOf(i)}`).sort();

/** The moves between the basket and the saved lists (decision 005): each happens exactly once, whatever the race. */
export function saveForLaterRaces(world: BasketWorld): RaceScenario[] {
  // Read when the races run: the world is filled in by the suite's beforeAll.
  const codes = () => world.codes;
  const fifty = () => world.codes.slice(0, 50);
  const ten = () => world.codes.slice(50, 60);
  const post = (url: string, payload: object) => ({ session: world.session, method: 'POST' as const, url, payload });
  const filledWith = (fill: () => readonly string[]) => async () => ({ version: await world.fillBasket(fill()), before: await world.saved() });
  const savedItems = async (items: readonly string[]) => {
    await world.emptyBasket();
    const created = await world.post('/SaveForLater/CreateMultipleSaveForLater', items.map((manufacturerCode, i) => ({ manufacturerCode, qty: i + 1 })));
    expect(created.statusCode).toBe(200);
    const ids: number[] = created.json().collection.map((item: { id: number }) => item.id);
    return { ids, version: (await world.basket()).version, before: await world.saved() };
  };
  const expectSavedAdded = async (before: Saved, rows: string[]) => expect(addedRows(before, await world.saved())).toEqual(rows);
  const expectSavedGone = async (before: Saved, count: number) => expect(before.length - (await world.saved()).length).toBe(count);

  return [
    race({
      route: 'POST /Basket/SaveLineForLater',
      name: '50 lines saved at once: each saved once, the basket empty, one version each',
      prepare: filledWith(fifty),
      request: (i) => post('/Basket/SaveLineForLater', { manufacturerCode: fifty()[i] }),
      async verify(responses, { version, before }) {
        expect(statusCounts(responses)).toEqual({ 200: 50 });
        expect(answeredVersions(responses)).toEqual(consecutive(version + 1, 50));
        await expectSavedAdded(before, rowsOf('', fifty(), (i) => i + 1));
        await world.expectLines({});
        await world.expectWhole();
      },
    }),
    race({
      route: 'POST /Basket/SaveLineForLater',
      name: 'one line saved 50 times (double clicks): saved once',
      prepare: filledWith(() => codes().slice(0, 1)),
      request: () => post('/Basket/SaveLineForLater', { manufacturerCode: codes()[0] }),
      async verify(responses, { version, before }) {
        expect(statusCounts(responses)).toEqual({ 200: 1, 404: 49 });
        expect(answeredVersions(responses)).toEqual([version + 1]);
        await expectSavedAdded(before, rowsOf('', codes().slice(0, 1), () => 1));
        await world.expectLines({});
        await world.expectWhole();
      },
    }),
    race({
      route: 'POST /Basket/SaveBasket',
      name: '50 saves under one reference: the lines saved once, 49 told the basket is empty',
      prepare: filledWith(ten),
      request: () => post('/Basket/SaveBasket', { orderReference: 'RACE-SAME' }),
      async verify(responses, { before }) {
        expect(statusCounts(responses)).toEqual({ 200: 1, 422: 49 });
        await expectSavedAdded(before, rowsOf('RACE-SAME', ten(), (i) => i + 1));
        await world.expectLines({});
        await world.expectWhole();
      },
    }),
    race({
      route: 'POST /Basket/SaveBasket',
      name: '50 saves under 50 references: the lines saved under one of them only',
      prepare: filledWith(ten),
      request: (i) => post('/Basket/SaveBasket', { orderReference: `RACE-${i}` }),
      async verify(responses, { before }) {
        expect(statusCounts(responses)).toEqual({ 200: 1, 422: 49 });
        const winner = responses.findIndex((r) => r.statusCode === 200);
        await expectSavedAdded(before, rowsOf(`RACE-${winner}`, ten(), (i) => i + 1));
        await world.expectWhole();
      },
    }),
    race({
      route: 'POST /SaveForLater/MoveToBasket',
      name: '50 saved items moved at once: each in the basket once, gone from the list',
      prepare: () => savedItems(fifty()),
      request: (i, { ids }) => post('/SaveForLater/MoveToBasket', { id: ids[i] }),
      async verify(responses, { version, before }) {
        expect(statusCounts(responses)).toEqual({ 200: 50 });
        expect(answeredVersions(responses)).toEqual(consecutive(version + 1, 50));
        await world.expectLines(qtyMap(fifty(), (i) => i + 1));
        await expectSavedGone(before, 50);
        await world.expectWhole();
      },
    }),
    race({
      route: 'POST /SaveForLater/MoveToBasket',
      name: 'one saved item moved 50 times: added once',
      prepare: () => savedItems(codes().slice(0, 1)),
      request: (_i, { ids }) => post('/SaveForLater/MoveToBasket', { id: ids[0] }),
      async verify(responses, { before }) {
        expect(statusCounts(responses)).toEqual({ 200: 1, 404: 49 });
        await world.expectLines({ [codes()[0]!]: 1 });
        await expectSavedGone(before, 1);
        await world.expectWhole();
      },
    }),
    race({
      route: 'POST /SaveForLater/AddSavedPartsToBasket',
      name: 'one saved parts order added 50 times: its lines added once, the order taken',
      async prepare() {
        await world.fillBasket(ten());
        expect((await world.post('/Basket/SaveBasket', { orderReference: 'RACE-PARTS' })).statusCode).toBe(200);
        return { before: await world.saved() };
      },
      request: () => post('/SaveForLater/AddSavedPartsToBasket', { orderReference: 'RACE-PARTS' }),
      async verify(responses, { before }) {
        expect(statusCounts(responses)).toEqual({ 200: 1, 404: 49 });
        await world.expectLines(qtyMap(ten(), (i) => i + 1));
        await expectSavedGone(before, 10);
        expect((await world.saved()).filter((row) => row.reference === 'RACE-PARTS')).toEqual([]);
        await world.expectWhole();
      },
    }),
  ];
}
