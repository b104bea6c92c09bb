import type { SignedIn } from '../../test/test-app';
import type { SignedInApp } from '../../test/signed-in-app';

/** A signed-in user's basket calls, for the basket API tests. */
export function basketClient(t: Pick<SignedInApp, 'inject'>, session: SignedIn) {
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.inject(session, { method, url, ...(payload === undefined ? {} : { payload }) });
  return {
    session,
    call,
    get: () => call('GET', '/Basket/GetBasketForUser'),
    basket: async () => (await call('GET', '/Basket/GetBasketForUser')).json(),
    update: (payload: object) => call('POST', '/Basket/UpdateBasketForUser', payload),
    addLine: (payload: object) => call('POST', '/Basket/AddLine', payload),
  };
}

export const codesOf = (basket: { lines: { manufacturerCode: string; qty: number }[] }) =>
  basket.lines.map((line) => `${line.manufacturerCode}x${line.qty}`);
