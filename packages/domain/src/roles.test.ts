import { describe, expect, it } from 'vitest';
import { canUseShop, isElectricalServicesGroup } from './roles';

describe('roles', () => {
  it.each([
    ['CompanyAdmin', true],
    ['Buyer', false],
    ['companyadmin', false],
    ['', false],
    [null, false],
  ])('canUseShop(%s) = %s', (role, expected) => expect(canUseShop(role)).toBe(expected));

  it('recognises the electrical-services group only for id 4', () => {
    expect(isElectricalServicesGroup(4)).toBe(true);
    expect(isElectricalServicesGroup(1)).toBe(false);
    expect(isElectricalServicesGroup(undefined)).toBe(false);
  });
});
