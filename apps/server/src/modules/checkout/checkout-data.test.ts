import { describe, expect, it } from 'vitest';
import { checkoutPaths } from '@sparesfinder/contracts/checkout';
import { useSignedInApp } from '../../test/signed-in-app';
import { acceptBasket, movableClock } from './checkout-test-helpers';

const clock = movableClock();
const t = useSignedInApp({ as: ['admin', 'fresh', 'test'], clock });
const { admin, fresh, test } = t.sessions;

describe('checkout data (spec 3 §7 Checkout)', () => {
  it('lists the organisation\'s saved billing and delivery addresses', async () => {
    const billing = await t.get(admin, `${checkoutPaths.savedAddresses}?billing=true`);
    expect(billing.statusCode).toBe(200);
    expect(billing.json()).toEqual([expect.objectContaining({ id: 1, isBilling: true, firstName: 'Alex', surname: 'Morgan', postCode: expect.any(String) })]);
    const delivery = (await t.get(admin, `${checkoutPaths.savedAddresses}?billing=false`)).json();
    expect(delivery.map((address: { id: number }) => address.id)).toEqual([2, 3]);
    expect((await t.get(fresh, `${checkoutPaths.savedAddresses}?billing=false`)).json()).toEqual([]);
  });

  it('deletes an own address once; another organisation\'s id is a 404 and changes nothing', async () => {
    expect((await t.delete(fresh, `${checkoutPaths.deleteAddress}?id=3`)).statusCode).toBe(404);
    expect((await t.get(admin, `${checkoutPaths.savedAddresses}?billing=false`)).json()).toHaveLength(2);
    const deleted = await t.delete(admin, `${checkoutPaths.deleteAddress}?id=3`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await t.delete(admin, `${checkoutPaths.deleteAddress}?id=3`)).statusCode).toBe(404);
    expect((await t.delete(admin, `${checkoutPaths.deleteAddress}?id=abc`)).statusCode).toBe(400);
  });

  it('adds a new billing address for the organisation (spec 3 §5 maximum lengths)', async () => {
    const address = { isBilling: true, firstName: 'Sam', surname: 'Fresh', address1: '9 Canal Wharf', city: 'Leeds', postCode: 'LS11 5PS' };
    const added = await t.post(fresh, checkoutPaths.addAddress, address);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ ...address, id: expect.any(Number) });
    expect((await t.get(fresh, `${checkoutPaths.savedAddresses}?billing=true`)).json()).toHaveLength(1);
    const tooLong = await t.post(fresh, checkoutPaths.addAddress, { ...address, surname: 'S'.repeat(21), county: 'C'.repeat(31) });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().fieldErrors)).toEqual(expect.arrayContaining(['surname', 'county']));
    expect((await t.post(fresh, checkoutPaths.addAddress, { isBilling: true })).statusCode).toBe(400);
  });

  it('gives the organisation info, the supplier settings and the test-user check', async () => {
    const info = (await t.get(admin, checkoutPaths.organisationInfo)).json();
    expect(info).toMatchObject({ orgName: 'Acme Heating Ltd', tradeHelpBTCreditAccount: false, byBoxEnabled: expect.any(Boolean) });
    expect((await t.get(admin, checkoutPaths.supplierSettings)).json()).toEqual([{ supplierID: 1, defaultPaymentMethodType: { id: 2 }, sparesFinder: true }]);
    expect((await t.get(fresh, checkoutPaths.supplierSettings)).json()).toEqual([]);
    expect((await t.get(admin, checkoutPaths.isTestUser)).json()).toEqual({ isTestUser: false });
    expect((await t.get(test, checkoutPaths.isTestUser)).json()).toEqual({ isTestUser: true });
  });

  it('gives the rules the server applies to the basket (payment methods, credit, merchant settings)', async () => {
    const basket = await acceptBasket(t, admin);
    const rules = (await t.get(admin, `${checkoutPaths.checkoutRules}?basketKey=${basket.basketKey}`)).json();
    expect(rules).toMatchObject({
      paymentMethods: { defaultMethod: 2, allowed: [1, 2], cardSinceCourier: false },
      blockedMessage: null,
      isByBox: false,
      preferredCollectionBranchShown: true,
      samePostcodeVerification: false,
      availableCredit: 3751.4,
      accountNumber: 'ACM1001',
      accountProviderName: null,
    });
    expect((await t.get(fresh, `${checkoutPaths.checkoutRules}?basketKey=${basket.basketKey}`)).statusCode).toBe(404);
    expect((await t.get(admin, `${checkoutPaths.remainingCourierLines}?basketKey=${basket.basketKey}`)).json()).toEqual([]);
    expect((await t.get(admin, `${checkoutPaths.checkoutRules}?basketKey=not-a-key`)).statusCode).toBe(400);
  });

  it('validates discount codes: TRADE10 valid with its amount, OLD5 expired with its reason', async () => {
    const basket = await acceptBasket(t, admin);
    const productsNet = basket.lines.filter((line) => line.basketLineTypeId === 1).reduce((sum, line) => sum + Math.round(line.cost * 100) * line.qty, 0);
    const basketNet = basket.lines.reduce((sum, line) => sum + Math.round(line.cost * 100) * line.qty, 0);
    // One rounding rule (issue #44): 10% of the products ex VAT to the penny, and the amount with VAT is exactly what
    // the total with VAT (VAT once on the net sum) drops by.
    const discountNet = Math.floor((productsNet * 10 + 50) / 100);
    const withVat = (net: number) => net + Math.round(net / 5);
    const trade10 = (await t.post(admin, checkoutPaths.validateDiscount, { discountCode: 'trade10', basketKey: basket.basketKey, supplierID: 1 })).json();
    expect(trade10).toEqual({ valid: true, invalidReason: null, discountAmount: (withVat(basketNet) - withVat(basketNet - discountNet)) / 100, discountNetAmount: discountNet / 100, friendlyName: '10% off trade products' });
    const old5 = (await t.post(admin, checkoutPaths.validateDiscount, { discountCode: 'OLD5', basketKey: basket.basketKey, supplierID: 1 })).json();
    expect(old5).toEqual({ valid: false, invalidReason: 'This discount code has expired.', discountAmount: 0, discountNetAmount: 0, friendlyName: null });
    expect((await t.post(admin, checkoutPaths.validateDiscount, { discountCode: 'NOPE', basketKey: basket.basketKey })).json()).toMatchObject({ valid: false, invalidReason: 'This discount code is not recognised.' });
    expect((await t.post(fresh, checkoutPaths.validateDiscount, { discountCode: 'TRADE10', basketKey: basket.basketKey })).statusCode).toBe(404);
    expect((await t.post(admin, checkoutPaths.validateDiscount, { discountCode: '', basketKey: basket.basketKey })).statusCode).toBe(400);
  });
});
