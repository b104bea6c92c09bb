import { expect } from 'vitest';
import type { GetAvailabilityResponse } from '@sparesfinder/contracts/availability';
import { checkoutPaths } from '@sparesfinder/contracts/checkout';
import { messages } from '@sparesfinder/contracts/messages';
import { demoUserIds } from '../../../db/seed/accounts';
import { race, statusCounts, type RaceScenario } from '../race';
import type { BasketWorld } from './basket-world';

const leeds = { latitude: 53.78, longitude: -1.55, postCode: 'LS11 5AB' };
const deliveryAddress = { firstName: 'Alex', surname: 'Morgan', address1: '42 Cross Flatts Avenue', city: 'Leeds', postCode: 'LS11 7BU' };

/**
 * Placing an order (issue #15): 50 identical placements of one basket (a double click, two tabs, retries) make
 * exactly one order: one stock decrement, one charge to the account, one notification, one new basket.
 */
export function checkoutRaces(world: BasketWorld): RaceScenario[] {
  return [
    race({
      route: `POST ${checkoutPaths.placeAccountOrder}`,
      name: '50 placements of one basket: one order, stock and credit taken once',
      async prepare() {
        await world.emptyBasket();
        await world.run("update branch_stock set qty = 500 where branch_id = 1 and product_id = (select id from products where mpn = 'CAL-87161')");
        expect((await world.post('/Basket/AddLine', { manufacturerCode: 'CAL-87161', qty: 2 })).statusCode).toBe(200);
        // Whatever the time of day the suite runs, accept the first option branch 1 offers now.
        const { branches } = (await world.post('/SparesAvailability/GetAvailability', leeds)).json<GetAvailabilityResponse>();
        const option = branches.find((result) => result.branch.id === 1)!.fulfilmentOptions.find((candidate) => candidate.availableQty > 0 && candidate.id !== 4 && candidate.id !== 5)!;
        const accepted = option.id === 2 ? await world.post('/SparesAvailability/SelectDelivery', { branchId: 1 }) : await world.post('/SparesAvailability/Select', { branchId: 1, fulfilmentOptionId: option.id });
        expect(accepted.statusCode, accepted.body).toBe(200);
        const basket = (await world.basket()) as unknown as { basketKey: string; totalCostWithVat: number };
        const [stock] = (await world.run("select qty from branch_stock where branch_id = 1 and product_id = (select id from products where mpn = 'CAL-87161')")).rows as { qty: number }[];
        const [account] = (await world.run('select balance_pence from organisation_suppliers where id = 1')).rows as { balance_pence: number }[];
        return { basket, stockBefore: stock!.qty, balanceBefore: account!.balance_pence, takesStock: option.id !== 3 };
      },
      request: (_i, { basket }) => ({
        session: world.session,
        method: 'POST',
        url: checkoutPaths.placeAccountOrder,
        payload: { basketKey: basket.basketKey, termsAccepted: true, costWithVat: basket.totalCostWithVat, telephoneNumber: '0113 496 0123', contactName: 'Alex Morgan', paymentMethodTypeId: 2, preferredCollectionBranch: 'Leeds South', deliveryAddress },
      }),
      async verify(responses, { basket, stockBefore, balanceBefore, takesStock }) {
        expect(statusCounts(responses)).toEqual({ 200: 50 });
        const bodies = responses.map((r) => r.json());
        expect(new Set(bodies.map((body) => body.orderId)).size).toBe(1);
        expect(bodies.filter((body) => body.message === messages.orderPlacement.placed)).toHaveLength(1);
        const placed = (await world.run(`select count(*)::int as n from baskets where basket_key = '${basket.basketKey}' and status = 'placed'`)).rows as { n: number }[];
        expect(placed[0]!.n).toBe(1);
        const [stock] = (await world.run("select qty from branch_stock where branch_id = 1 and product_id = (select id from products where mpn = 'CAL-87161')")).rows as { qty: number }[];
        expect(stock!.qty).toBe(takesStock ? stockBefore - 2 : stockBefore);
        const [account] = (await world.run('select balance_pence from organisation_suppliers where id = 1')).rows as { balance_pence: number }[];
        expect(account!.balance_pence).toBe(balanceBefore + Math.round(basket.totalCostWithVat * 100));
        const notices = (await world.run(`select count(*)::int as n from notifications where title = 'Order ${bodies[0].orderId} placed'`)).rows as { n: number }[];
        expect(notices[0]!.n).toBe(1);
        const open = (await world.run(`select count(*)::int as n from baskets where user_id = ${demoUserIds.admin} and status = 'open'`)).rows as { n: number }[];
        expect(open[0]!.n).toBe(1);
      },
    }),
  ];
}

/** CompleteOrder: 50 "completed purchase" messages for one paid card payment make one order. */
export function cardCompletionRaces(world: BasketWorld): RaceScenario[] {
  return [
    race({
      route: `POST ${checkoutPaths.completeOrder}`,
      name: '50 completions of one paid card payment: one order',
      async prepare() {
        await world.emptyBasket();
        await world.run("update branch_stock set qty = 500 where branch_id = 1 and product_id = (select id from products where mpn = 'CAL-87161')");
        expect((await world.post('/Basket/AddLine', { manufacturerCode: 'CAL-87161', qty: 1 })).statusCode).toBe(200);
        const { branches } = (await world.post('/SparesAvailability/GetAvailability', leeds)).json<GetAvailabilityResponse>();
        const option = branches.find((result) => result.branch.id === 1)!.fulfilmentOptions.find((candidate) => candidate.availableQty > 0 && candidate.id !== 4 && candidate.id !== 5)!;
        const accepted = option.id === 2 ? await world.post('/SparesAvailability/SelectDelivery', { branchId: 1 }) : await world.post('/SparesAvailability/Select', { branchId: 1, fulfilmentOptionId: option.id });
        expect(accepted.statusCode, accepted.body).toBe(200);
        const basket = (await world.basket()) as unknown as { basketKey: string; totalCostWithVat: number };
        const submission = { basketKey: basket.basketKey, termsAccepted: true, costWithVat: basket.totalCostWithVat, telephoneNumber: '0113 496 0123', contactName: 'Alex Morgan', paymentMethodTypeId: 1, paymentMethodId: 'tok_demo_acme_visa_4242', preferredCollectionBranch: 'Leeds South', deliveryAddress, billingAddress: { ...deliveryAddress } };
        const placed = await world.post(checkoutPaths.placeCardOrder, submission);
        expect(placed.statusCode, placed.body).toBe(200);
        const link = (await world.run(`select gateway_reference from card_payments cp join baskets b on b.id = cp.basket_id where b.basket_key = '${basket.basketKey}' order by cp.id desc limit 1`)).rows as { gateway_reference: string }[];
        expect((await world.post(`/sandbox-gateway/pay/${link[0]!.gateway_reference}/token`, {})).json()).toEqual({ next: '/payment-completed' });
        return { basket };
      },
      request: (_i, { basket }) => ({ session: world.session, method: 'POST', url: checkoutPaths.completeOrder, payload: { basketKey: basket.basketKey } }),
      async verify(responses, { basket }) {
        expect(statusCounts(responses)).toEqual({ 200: 50 });
        const bodies = responses.map((r) => r.json());
        expect(bodies.every((body) => body.success)).toBe(true);
        expect(new Set(bodies.map((body) => body.orderId)).size).toBe(1);
        expect(bodies.filter((body) => body.message === messages.orderPlacement.placed)).toHaveLength(1);
        const notices = (await world.run(`select count(*)::int as n from notifications where title = 'Order ${bodies[0].orderId} placed'`)).rows as { n: number }[];
        expect(notices[0]!.n).toBe(1);
        const placed = (await world.run(`select count(*)::int as n from baskets where basket_key = '${basket.basketKey}' and status = 'placed'`)).rows as { n: number }[];
        expect(placed[0]!.n).toBe(1);
      },
    }),
  ];
}
