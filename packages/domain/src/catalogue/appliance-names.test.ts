import { describe, expect, it } from 'vitest';
import { applianceNameIndex, applianceNameLimit, appliancesNamed } from './appliance-names';

const index = applianceNameIndex([
  { id: 7, name: 'Caldera System 24 LPG' },
  { id: 3, name: 'Caldera Combi 30i' },
  { id: 5, name: 'Caldera System 24' },
  { id: 9, name: 'Vokera Unica-28 Combi' },
  { id: 11, name: 'Combi Combi 30i' },
]);

describe('appliancesNamed', () => {
  it('names the appliances holding every word, lowest ids first, in any order and case of the words', () => {
    expect(appliancesNamed(index, ['caldera', 'combi', '30i'])).toEqual([3]);
    expect(appliancesNamed(index, ['24', 'system', 'caldera'])).toEqual([5, 7]);
    expect(appliancesNamed(index, ['system', 'lpg'])).toEqual([7]);
    expect(appliancesNamed(index, ['combi', '30i'])).toEqual([3, 11]);
  });

  it('reads names word by word as searches do: a hyphen separates, a repeated word counts once', () => {
    expect(appliancesNamed(index, ['unica', '28'])).toEqual([9]);
    expect(appliancesNamed(index, ['combi', 'combi'])).toEqual([3, 9, 11]);
    expect(appliancesNamed(index, ['combi', 'combi', '30i'])).toEqual([3, 11]);
  });

  it('names nothing for one word, an unknown word or a partial word', () => {
    expect(appliancesNamed(index, ['caldera'])).toEqual([]);
    expect(appliancesNamed(index, ['caldera', 'zzz'])).toEqual([]);
    expect(appliancesNamed(index, ['caldera', 'syst'])).toEqual([]);
    expect(appliancesNamed(index, [])).toEqual([]);
  });

  it('stops at the limit, keeping the lowest ids', () => {
    const many = applianceNameIndex(Array.from({ length: 50 }, (_, i) => ({ id: 100 - i, name: `Acme Combi ${i}` })));
    const named = appliancesNamed(many, ['acme', 'combi']);
    expect(named).toHaveLength(applianceNameLimit);
    expect(named).toEqual(Array.from({ length: applianceNameLimit }, (_, i) => 51 + i));
    expect(appliancesNamed(many, ['acme', 'combi'], 3)).toEqual([51, 52, 53]);
  });
});
