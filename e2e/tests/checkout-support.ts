import { expect, type Page } from '@playwright/test';

/** State-changing API calls echo the XSRF-TOKEN cookie (DEMO_DATA.md runtime contract). */
export async function csrfHeaders(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': token };
}

interface ApiBasket {
  basketKey: string;
  version: number;
  lines: { manufacturerCode: string; qty: number; basketLineTypeId: number }[];
}

export const getBasket = async (page: Page): Promise<ApiBasket> => (await page.request.get('/Basket/GetBasketForUser')).json();

/** Sets the open basket's product lines to exactly `lines` (others removed). */
export async function setBasketLines(page: Page, lines: { manufacturerCode: string; qty: number }[]) {
  const basket = await getBasket(page);
  const keep = new Set(lines.map((line) => line.manufacturerCode));
  const removed = basket.lines.filter((line) => line.basketLineTypeId === 1 && !keep.has(line.manufacturerCode)).map((line) => ({ manufacturerCode: line.manufacturerCode, qty: 0 }));
  const response = await page.request.post('/Basket/UpdateBasketForUser', { headers: await csrfHeaders(page), data: { basketKey: basket.basketKey, version: basket.version, quoteId: 0, lines: [...removed, ...lines] } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The demo basket every other journey expects back (DEMO_DATA.md: CAL-87161 × 2, GEN-15MM-ISO × 3). */
export const demoBasketLines = [
  { manufacturerCode: 'CAL-87161', qty: 2 },
  { manufacturerCode: 'GEN-15MM-ISO', qty: 3 },
];

const leeds = { latitude: 53.78, longitude: -1.55, postCode: 'LS11 5AB' };

/**
 * Accepts a collection option (0, 1 or 3) at the nearest branch of `supplierId` that offers one for the whole
 * basket, through SparesAvailability/Select with the XSRF header, as the availability page does. Answers the basketKey.
 */
export async function acceptCollection(page: Page, supplierId = 1): Promise<string> {
  const availability = await page.request.post('/SparesAvailability/GetAvailability', { headers: await csrfHeaders(page), data: leeds });
  expect(availability.status()).toBe(200);
  const { branches } = (await availability.json()) as { branches: { branch: { id: number; supplierID: number }; fulfilmentOptions: { id: number; availableQty: number; requestedQty?: number }[] }[] };
  const basketQty = (await getBasket(page)).lines.filter((line) => line.basketLineTypeId === 1).reduce((sum, line) => sum + line.qty, 0);
  for (const result of branches.filter((candidate) => candidate.branch.supplierID === supplierId)) {
    const option = result.fulfilmentOptions.find((candidate) => [0, 1, 3].includes(candidate.id) && candidate.availableQty >= basketQty);
    if (!option) continue;
    const accepted = await page.request.post('/SparesAvailability/Select', { headers: await csrfHeaders(page), data: { branchId: result.branch.id, fulfilmentOptionId: option.id } });
    expect(accepted.status(), await accepted.text()).toBe(200);
    return (await getBasket(page)).basketKey;
  }
  throw new Error(`no branch of supplier ${supplierId} offers the whole basket`);
}

/**
 * Accepts next-day delivery (option 2) at the nearest branch of `supplierId` that delivers the whole basket, through
 * SparesAvailability/SelectDelivery as the availability page does. Next-day delivery is offered at any hour (its day
 * moves on after the merchant's cut-off), so a journey using it needs no morning clock. Answers the basketKey.
 */
export async function acceptDelivery(page: Page, supplierId = 1): Promise<string> {
  const availability = await page.request.post('/SparesAvailability/GetAvailability', { headers: await csrfHeaders(page), data: leeds });
  expect(availability.status()).toBe(200);
  const { branches } = (await availability.json()) as { branches: { branch: { id: number; supplierID: number }; fulfilmentOptions: { id: number; availableQty: number }[] }[] };
  const basketQty = (await getBasket(page)).lines.filter((line) => line.basketLineTypeId === 1).reduce((sum, line) => sum + line.qty, 0);
  const result = branches.find((candidate) => candidate.branch.supplierID === supplierId && candidate.fulfilmentOptions.some((option) => option.id === 2 && option.availableQty >= basketQty));
  if (!result) throw new Error(`no branch of supplier ${supplierId} delivers the whole basket`);
  const accepted = await page.request.post('/SparesAvailability/SelectDelivery', { headers: await csrfHeaders(page), data: { branchId: result.branch.id } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return (await getBasket(page)).basketKey;
}
