import { describe, expect, it } from 'vitest';
import { changeSelection, gcDigits, isObsoletePart, isSearchableGcNumber, isSparesMode, missingSelection } from './spares-search';

describe('gcDigits and isSearchableGcNumber (spec 3 §5)', () => {
  it.each([
    ['4799901', '4799901', true],
    ['47-999-01', '4799901', true],
    [' 47 999 01 ', '4799901', true],
    ['47 - 999 - 01', '4799901', true],
    ['', '', false],
    ['  -- ', '', false],
    ['47A99901', '47A99901', false],
    ['47.999.01', '47.999.01', false],
    ['1'.repeat(21), '1'.repeat(21), false],
  ])('%j → %j (searchable %s)', (input, digits, searchable) => {
    expect(gcDigits(input)).toBe(digits);
    expect(isSearchableGcNumber(input)).toBe(searchable);
  });
});

describe('missingSelection (spec 3 §5: all three chosen)', () => {
  it.each([
    [{}, ['manufacturerId', 'applianceId', 'partTypeId']],
    [{ manufacturerId: 1 }, ['applianceId', 'partTypeId']],
    [{ manufacturerId: 1, applianceId: 2 }, ['partTypeId']],
    [{ manufacturerId: 1, applianceId: 2, partTypeId: 3 }, []],
    [{ manufacturerId: null, applianceId: 2, partTypeId: 3 }, ['manufacturerId']],
  ])('%j → %j', (selection, missing) => expect(missingSelection(selection)).toEqual(missing));
});

describe('changeSelection (spec 3 §4.10)', () => {
  const full = { manufacturerId: 1, applianceId: 2, partTypeId: 3 };
  it.each([
    ['manufacturerId', 5, { manufacturerId: 5, applianceId: null, partTypeId: null }],
    ['manufacturerId', null, { manufacturerId: null, applianceId: null, partTypeId: null }],
    ['applianceId', 7, { manufacturerId: 1, applianceId: 7, partTypeId: null }],
    ['partTypeId', 9, { manufacturerId: 1, applianceId: 2, partTypeId: 9 }],
  ] as const)('changing %s to %s', (field, value, expected) => expect(changeSelection(full, field, value)).toEqual(expected));
});

describe('modes and obsolete parts', () => {
  it.each([
    ['selectAppliance', true],
    ['searchByGcNumber', true],
    ['searchByKeyword', true],
    ['keyword', false],
    [undefined, false],
  ])('isSparesMode(%j) = %s', (value, expected) => expect(isSparesMode(value)).toBe(expected));

  it.each([
    [0, true],
    [48.5, false],
    [0.01, false],
  ])('price %s obsolete: %s', (price, expected) => expect(isObsoletePart({ price })).toBe(expected));
});
