import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-routes';

describe('isPagePath', () => {
  it.each(['/', '/products', '/basket', '/Basket/Availability', '/Basket/Checkout/abc-123', '/orderHistory', '/Notifications/Details/5', '/Spares/Boiler-Spares/PCBs'])(
    '%s is a page',
    (path) => expect(isPagePath(path)).toBe(true),
  );
  it.each(['/Basket/GetBasketForUser', '/Account/UserDetails', '/nope', '/Basket/Checkout', '/products/extra'])(
    '%s is not a page',
    (path) => expect(isPagePath(path)).toBe(false),
  );
});
