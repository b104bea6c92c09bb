import type { FastifyInstance } from 'fastify';
import { signIn, type SignedIn } from '../../test/test-app';

/** A signed-in user's basket calls, for the basket API tests. */
export async function basketClient(app: FastifyInstance, email: string) {
  const session: SignedIn = await signIn(app, email);
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: session.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    session,
    call,
    get: () => call('GET', '/Basket/GetBasketForUser'),
    basket: async () => (await call('GET', '/Basket/GetBasketForUser')).json(),
    update: (payload: unknown) => call('POST', '/Basket/UpdateBasketForUser', payload),
    addLine: (payload: unknown) => call('POST', '/Basket/AddLine', payload),
  };
}

export const codesOf = (basket: { lines: { manufacturerCode: string; qty: number }[] }) =>
  basket.lines.map((line) => `${line.manufacturerCode}x${line.qty}`);
