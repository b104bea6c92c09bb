import { describe, expect, it } from 'vitest';
import { DomainError } from '@sparesfinder/contracts/errors';
import { buildProductLines, fromStoredLine, type RequestedLine } from './basket-line-builder';
import type { CatalogueProduct } from './basket-catalogue.repository';
import type { StoredLine } from './basket-writer';

const product = (mpn: string, pricePence: number, id = 1, buyingGroupCostPence: number | null = null): CatalogueProduct => ({ id, mpn, description: `${mpn} part`, pricePence, buyingGroupCostPence, imageUrl: `/images/products/${mpn}.svg`, manufacturer: 'Caldera' });
const catalogue = new Map([product('CAL-87161', 4850, 1), product('CAL-OBS-001', 0, 2)].map((p) => [p.mpn, p]));
const stored = (manufacturerCode: string, qty: number, extra: Partial<StoredLine> = {}): StoredLine => ({
  id: 10, productId: 1, basketLineTypeId: 1, manufacturerCode, description: 'old', qty, costPence: 1, displayedCostPence: 1, imageUrl: null, manufacturer: null,
  iBasisAppliance: 'Caldera Combi 30i', iBasisManId: 1, iBasisApplianceId: 1, iBasisGcn: '4799901', iBasisApplianceGc: '4799901', ...extra,
});
const requested = (manufacturerCode: string, qty: number, iBasis: RequestedLine['iBasis'] = {}): RequestedLine => ({ manufacturerCode, qty, basketLineTypeId: 1, field: 'lines.0.manufacturerCode', iBasis });

const nonMember = { buyingGroupStatusId: 1 };
const member = { buyingGroupStatusId: 2 };

describe('buildProductLines', () => {
  it('prices a line at what the organisation pays: the buying-group cost for a member, the list price otherwise', () => {
    const priced = new Map([['CAL-87161', product('CAL-87161', 4850, 1, 4365)]]);
    expect(buildProductLines([requested('CAL-87161', 1)], [], priced, member)[0]).toMatchObject({ costPence: 4365, displayedCostPence: 4365 });
    expect(buildProductLines([requested('CAL-87161', 1)], [], priced, nonMember)[0]).toMatchObject({ costPence: 4850, displayedCostPence: 4850 });
  });

  it('prices from the catalogue and keeps the stored line id and appliance context', () => {
    const [line] = buildProductLines([requested('cal-87161', 3)], [stored('CAL-87161', 1)], catalogue, nonMember);
    expect(line).toMatchObject({ id: 10, manufacturerCode: 'CAL-87161', costPence: 4850, displayedCostPence: 4850, qty: 3, description: 'CAL-87161 part', iBasisAppliance: 'Caldera Combi 30i' });
  });

  it.each([
    ['a sent value replaces the stored one', { iBasisAppliance: 'Caldera System 24' }, 'Caldera System 24'],
    ['null clears it', { iBasisAppliance: null }, null],
    ['absent keeps it', {}, 'Caldera Combi 30i'],
  ])('appliance context: %s', (_name, iBasis, expected) => {
    expect(buildProductLines([requested('CAL-87161', 1, iBasis)], [stored('CAL-87161', 1)], catalogue, nonMember)[0]!.iBasisAppliance).toBe(expected);
  });

  it.each([
    ['an unknown part', 'NOPE', 1, [], 'validation'],
    ['an obsolete part being added', 'CAL-OBS-001', 1, [], 'rule'],
    ['an obsolete part whose quantity changes', 'CAL-OBS-001', 2, [stored('CAL-OBS-001', 1)], 'rule'],
  ])('refuses %s', (_name, code, qty, current, errorCode) => {
    try {
      buildProductLines([requested(code, qty)], current, catalogue, nonMember);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe(errorCode);
    }
  });

  it('keeps a stored line untouched when the catalogue changed under it and the quantity did not', () => {
    const obsolete = stored('CAL-OBS-001', 2, { costPence: 999 });
    expect(buildProductLines([fromStoredLine(obsolete)], [obsolete], catalogue, nonMember)).toEqual([obsolete]);
  });
});
