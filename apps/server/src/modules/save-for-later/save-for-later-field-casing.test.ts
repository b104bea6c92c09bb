import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/signed-in-app';

/** Issue #11 item 11: the spec's PascalCase item fields (spec 2 §3) are accepted as well as our camelCase. */
const t = useSignedInApp({ as: ['admin'] });
const { admin } = t.sessions;

const pascal = {
  OrgID: -1,
  ManufacturerCode: 'CAL-87161',
  Qty: 2,
  Title: 'Boiler job',
  OrderReference: '',
  IBasisManId: 1,
  IBasisAppliance: 'Caldera Combi 30i',
  IBasisApplianceGC: '4799901',
  IBasisApplianceId: 1,
  IBasisGCN: '4799901',
  Description: 'ignored',
  price: 0.01,
};

describe('CreateSaveForLater field casing', () => {
  it('accepts the spec’s PascalCase fields', async () => {
    const response = await t.post(admin, '/SaveForLater/CreateSaveForLater', pascal);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      orgID: 1,
      manufacturerCode: 'CAL-87161',
      qty: 2,
      title: 'Boiler job',
      iBasisManId: 1,
      iBasisAppliance: 'Caldera Combi 30i',
      iBasisApplianceGC: '4799901',
      iBasisApplianceId: 1,
      iBasisGCN: '4799901',
      description: 'Diverter valve assembly',
      // Acme is a buying-group member: the saved price is what it pays (issue #11, pricePaidPence), never the request's.
      price: 43.65,
    });
  });

  it('accepts camelCase; when both are sent the camelCase field wins', async () => {
    const camel = await t.post(admin, '/SaveForLater/CreateSaveForLater', { manufacturerCode: 'GEN-15MM-ISO', qty: 1, iBasisGCN: '4799902' });
    expect(camel.statusCode).toBe(200);
    expect(camel.json()).toMatchObject({ manufacturerCode: 'GEN-15MM-ISO', qty: 1, iBasisGCN: '4799902' });
    const both = await t.post(admin, '/SaveForLater/CreateSaveForLater', { ManufacturerCode: 'NOPE', manufacturerCode: 'GEN-15MM-ISO', Qty: 9, qty: 3 });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({ manufacturerCode: 'GEN-15MM-ISO', qty: 3 });
  });

  it.each([
    ['no part number', { Qty: 1 }, 'manufacturerCode'],
    ['quantity 0', { ManufacturerCode: 'CAL-87161', Qty: 0 }, 'qty'],
    ['quantity as text', { ManufacturerCode: 'CAL-87161', Qty: 'two' }, 'qty'],
    ['an unknown part', { ManufacturerCode: 'NOPE', Qty: 1 }, 'manufacturerCode'],
  ])('PascalCase with %s is a 400 naming %s', async (_name, payload, field) => {
    const response = await t.post(admin, '/SaveForLater/CreateSaveForLater', payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors ?? {})).toContain(field);
  });

  it('a body that is not one item is a 400', async () => {
    expect((await t.post(admin, '/SaveForLater/CreateSaveForLater', [{ ManufacturerCode: 'CAL-87161', Qty: 1 }])).statusCode).toBe(400);
    expect((await t.post(admin, '/SaveForLater/CreateSaveForLater', { manufacturerCode: null, ManufacturerCode: 'CAL-87161', Qty: 1 })).statusCode).toBe(400);
  });
});

describe('CreateMultipleSaveForLater field casing', () => {
  it('accepts PascalCase and camelCase items side by side', async () => {
    const response = await t.post(admin, '/SaveForLater/CreateMultipleSaveForLater', [
      { ManufacturerCode: 'GEN-15MM-ISO', Qty: 1, OrderReference: 'JOB-9001' },
      { manufacturerCode: 'CAL-87161', qty: 2, orderReference: 'JOB-9001' },
    ]);
    expect(response.statusCode).toBe(200);
    const items = response.json().collection as { manufacturerCode: string; qty: number; orderReference: string }[];
    expect(items.map((item) => [item.manufacturerCode, item.qty, item.orderReference])).toEqual([
      ['GEN-15MM-ISO', 1, 'JOB-9001'],
      ['CAL-87161', 2, 'JOB-9001'],
    ]);
  });

  it('names a bad PascalCase item by its index and camelCase field', async () => {
    const response = await t.post(admin, '/SaveForLater/CreateMultipleSaveForLater', [{ ManufacturerCode: 'GEN-15MM-ISO', Qty: 1 }, { ManufacturerCode: 'CAL-87161', Qty: -1 }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty(['1.qty']);
  });
});
