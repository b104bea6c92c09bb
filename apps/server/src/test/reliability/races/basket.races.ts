import { expect } from 'vitest';
import { answeredVersions, consecutive, race, statusCounts, type RaceScenario } from '../race';
import { qtyMap, type BasketWorld } from './basket-world';

/** Every route that writes the basket itself, raced 50 at a time on one user's basket (decision 005). */
export function basketRaces(world: BasketWorld): RaceScenario[] {
  // Read when the races run: the world is filled in by the suite's beforeAll.
  const codes = () => world.codes;
  const fifty = () => world.codes.slice(0, 50);
  const post = (url: string, payload: object) => ({ session: world.session, method: 'POST' as const, url, payload });

  return [
    race({
      route: 'POST /Basket/AddLine',
      name: '50 different parts: every line kept at its quantity, one version each',
      prepare: () => world.emptyBasket(),
      request: (i) => post('/Basket/AddLine', { manufacturerCode: fifty()[i], qty: i + 1 }),
      async verify(responses, version) {
        expect(statusCounts(responses)).toEqual({ 200: 50 });
        await world.expectLines(qtyMap(fifty(), (i) => i + 1));
        expect(answeredVersions(responses)).toEqual(consecutive(version + 1, 50));
        expect((await world.stored()).version).toBe(version + 50);
        await world.expectWhole();
      },
    }),
    race({
      route: 'POST /Basket/AddLine',
      name: '50 quantities for one part: one line, the last write’s quantity',
      prepare: () => world.emptyBasket(),
      request: (i) => post('/Basket/AddLine', { manufacturerCode: codes()[0], qty: i + 1 }),
      async verify(responses, version) {
        expect(statusCounts(responses)).toEqual({ 200: 50 });
        expect(answeredVersions(responses)).toEqual(consecutive(version + 1, 50));
        const last = responses.map((r) => r.json()).find((b) => b.version === version + 50);
        await world.expectLines({ [codes()[0]!]: last.lines[0].qty });
        await world.expectWhole();
      },
    }),
    race({
      route: 'POST /Basket/AddLines',
      name: '50 two-line adds: all 100 lines kept',
      prepare: () => world.emptyBasket(),
      request: (i) => post('/Basket/AddLines', { lines: [{ manufacturerCode: codes()[i], qty: 1 }, { manufacturerCode: codes()[50 + i], qty: 2 }] }),
      async verify(responses, version) {
        expect(statusCounts(responses)).toEqual({ 200: 50 });
        await world.expectLines(qtyMap(codes(), (i) => (i < 50 ? 1 : 2)));
        expect((await world.stored()).version).toBe(version + 50);
        await world.expectWhole();
      },
    }),
    race({
      route: 'POST /Basket/UpdateBasketForUser',
      name: '50 whole-body updates from one version: one wins, 49 get 409 and lose nothing by retrying on its basket',
      prepare: () => world.emptyBasket(),
      request: (i, version) => post('/Basket/UpdateBasketForUser', { version, lines: [{ manufacturerCode: fifty()[i], qty: i + 1 }] }),
      async verify(responses, version) {
        expect(statusCounts(responses)).toEqual({ 200: 1, 409: 49 });
        expect(answeredVersions(responses)).toEqual([version + 1]);
        // Like the web client, each loser re-applies its change on the basket its 409 carried (one after another:
        // a second 409 brings the newer basket), so no change is lost.
        for (const [i, response] of responses.entries()) {
          let answer = response;
          for (let attempt = 0; answer.statusCode === 409 && attempt < 3; attempt++) {
            const basket = answer.json().basket;
            const lines = basket.lines.map((l: { manufacturerCode: string; qty: number }) => ({ manufacturerCode: l.manufacturerCode, qty: l.qty }));
            answer = await world.post('/Basket/UpdateBasketForUser', { version: basket.version, lines: [...lines, { manufacturerCode: fifty()[i], qty: i + 1 }] });
          }
          expect(answer.statusCode).toBe(200);
        }
        await world.expectLines(qtyMap(fifty(), (i) => i + 1));
        expect((await world.stored()).version).toBe(version + 50);
        await world.expectWhole();
      },
    }),
    race({
      route: 'POST /Basket/ChangeLocation',
      name: '50 postcode changes: lines untouched, the last write’s postcode, one version each',
      prepare: () => world.fillBasket(codes().slice(0, 3)),
      request: (i) => post('/Basket/ChangeLocation', { postCode: ['LS6 2AL', 'LS11 5AB', 'HG1 1AA'][i % 3] }),
      async verify(responses, version) {
        expect(statusCounts(responses)).toEqual({ 200: 50 });
        expect(answeredVersions(responses, (body) => body.basket!)).toEqual(consecutive(version + 1, 50));
        const last = responses.map((r) => r.json().basket).find((b) => b.version === version + 50);
        expect((await world.basket()) as unknown).toMatchObject({ fulfillmentPostcode: last.fulfillmentPostcode, version: version + 50 });
        await world.expectLines(qtyMap(codes().slice(0, 3), (i) => i + 1));
        await world.expectWhole();
      },
    }),
    race({
      route: 'POST /Basket/SetCustomerOrderNo',
      name: '50 order numbers: lines untouched, the last write’s number, one version each',
      prepare: () => world.fillBasket(codes().slice(0, 3)),
      request: (i) => post('/Basket/SetCustomerOrderNo', { customerOrderNo: `JOB-${i + 1}` }),
      async verify(responses, version) {
        expect(statusCounts(responses)).toEqual({ 200: 50 });
        expect(answeredVersions(responses)).toEqual(consecutive(version + 1, 50));
        const last = responses.map((r) => r.json()).find((b) => b.version === version + 50);
        expect((await world.basket()) as unknown).toMatchObject({ customerOrderNo: last.customerOrderNo, version: version + 50 });
        await world.expectLines(qtyMap(codes().slice(0, 3), (i) => i + 1));
        await world.expectWhole();
      },
    }),
    race<{ version: number; quotes: { quoteId: number; courierCode: string }[] }>({
      route: 'POST /Basket/AddDeliveryQuoteToBasket',
      name: '50 courier choices: exactly one courier line, the last write’s quote',
      async prepare() {
        const version = await world.fillBasket(codes().slice(0, 2));
        const quoted = await world.post('/Basket/DeliveryQuote', { branch: 1, deliveryAddress1: '42 Cross Flatts Avenue', deliveryAddress2: 'Beeston', deliveryPostCode: 'LS11 5AB', deliveryTown: 'Leeds' });
        const quotes = quoted.json().collection;
        expect(quotes.length).toBeGreaterThan(1);
        return { version, quotes };
      },
      request: (i, { quotes }) => post('/Basket/AddDeliveryQuoteToBasket', { quoteId: quotes[i % quotes.length]!.quoteId, deliveryPersonName: 'Sam Patel', deliveryMobileNumber: '07700 900123' }),
      async verify(responses, { version, quotes }) {
        expect(statusCounts(responses)).toEqual({ 200: 50 });
        expect(answeredVersions(responses)).toEqual(consecutive(version + 1, 50));
        const last = responses.map((r) => r.json()).find((b) => b.version === version + 50);
        const courier = quotes.find((q) => q.quoteId === last.quoteId)!;
        const basket = await world.basket();
        expect(basket).toMatchObject({ quoteId: courier.quoteId });
        await world.expectLines({ ...qtyMap(codes().slice(0, 2), (i) => i + 1), [courier.courierCode]: 1 });
        await world.expectWhole();
      },
    }),
  ];
}
