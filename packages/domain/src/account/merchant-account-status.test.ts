import { describe, expect, it } from 'vitest';
import {
  addMerchantAccountBlock,
  creditLimitOnValidation,
  matchesRegister,
  merchantAccountStatus,
  missingMerchantAccountFields,
  requiredMerchantAccountFields,
  validateButtonLabel,
  validationAfterReview,
  validationOnCreate,
  openingCreditLimitPence,
} from './merchant-account-status';

describe('merchantAccountStatus (spec 1 §4)', () => {
  it.each([
    [{ isValidated: 1, sparesFinder: true }, 'Approved'],
    [{ isValidated: 0, sparesFinder: true }, 'Approved'], // sparesFinder decides first
    [{ isValidated: 3, sparesFinder: false }, 'In review'],
    [{ isValidated: 2, sparesFinder: false }, 'Unsuccessful'],
    [{ isValidated: 1, sparesFinder: false }, 'Please validate'],
    [{ isValidated: 0, sparesFinder: false }, 'Please validate'],
  ])('%o -> %s', (account, status) => expect(merchantAccountStatus(account)).toBe(status));
});

describe('required fields (spec 1 §5)', () => {
  it.each([
    [1, ['branchID', 'accountNumber']],
    [2, ['branchID', 'accountNumber', 'postcode', 'telephoneNumber']],
    [7, ['branchID', 'accountNumber', 'postcode', 'telephoneNumber']],
  ])('merchant %i needs %o', (supplierId, fields) => expect(requiredMerchantAccountFields(supplierId)).toEqual(fields));

  it.each([
    [1, { branchID: 4, accountNumber: 'AB1' }, []],
    [1, { branchID: 0, accountNumber: ' ' }, ['branchID', 'accountNumber']],
    [2, { branchID: 4, accountNumber: 'AB1', postcode: 'LS1 1AA' }, ['telephoneNumber']],
    [2, { branchID: 4, accountNumber: 'AB1', postcode: '', telephoneNumber: null }, ['postcode', 'telephoneNumber']],
  ])('merchant %i with %o misses %o', (supplierId, draft, missing) =>
    expect(missingMerchantAccountFields(supplierId, draft)).toEqual(missing),
  );
});

describe('validateButtonLabel (spec 1 §4)', () => {
  it.each([
    [2, 'Click to Automatically Validate Account'],
    [1, 'Click to Validate Account (takes 2-3 days)'],
    [5, 'Click to Validate Account (takes 2-3 days)'],
  ])('merchant %i -> %s', (supplierId, label) => expect(validateButtonLabel(supplierId)).toBe(label));
});

describe('validation on create and after review', () => {
  it.each([
    [2, true, { isValidated: 1, sparesFinder: true }],
    [2, false, { isValidated: 2, sparesFinder: false }],
    [1, true, { isValidated: 3, sparesFinder: false }],
    [1, false, { isValidated: 3, sparesFinder: false }],
  ])('merchant %i, in register %s -> %o', (supplierId, found, expected) =>
    expect(validationOnCreate(supplierId, found)).toEqual(expected),
  );
  it.each([
    [true, { isValidated: 1, sparesFinder: true }],
    [false, { isValidated: 2, sparesFinder: false }],
  ])('review found=%s -> %o', (found, expected) => expect(validationAfterReview(found)).toEqual(expected));
});

describe('addMerchantAccountBlock (spec 1 §5)', () => {
  it.each([
    [false, [], 'saveAccountFirst'],
    [false, [1, 2], 'saveAccountFirst'],
    [true, [], null],
    [true, [1], null],
    [true, [2, 5], null],
    [true, [2, 1], 'deleteExistingAccount'],
  ] as const)('completed %s with %o -> %s', (completed, existing, block) =>
    expect(addMerchantAccountBlock(completed, existing)).toBe(block),
  );
});

describe('matchesRegister', () => {
  const entry = { accountNumber: 'PWD40721', postcode: 'LS11 5AB', telephone: '01134960123' };
  it.each([
    [{ accountNumber: 'PWD40721', postcode: 'LS11 5AB', telephoneNumber: '01134960123' }, true],
    [{ accountNumber: ' pwd40721 ', postcode: 'ls115ab', telephoneNumber: '0113 496 0123' }, true],
    [{ accountNumber: 'PWD40721', postcode: 'LS11 5AB', telephoneNumber: '+44 113 496 0123' }, true],
    [{ accountNumber: 'PWD40722', postcode: 'LS11 5AB', telephoneNumber: '01134960123' }, false],
    [{ accountNumber: 'PWD40721', postcode: 'LS12 5AB', telephoneNumber: '01134960123' }, false],
    [{ accountNumber: 'PWD40721', postcode: 'LS11 5AB', telephoneNumber: '01134960124' }, false],
    [{ accountNumber: 'PWD40721', postcode: null, telephoneNumber: null }, false],
  ])('merchant 2: %o -> %s', (application, expected) => expect(matchesRegister({ supplierId: 2, ...application }, entry)).toBe(expected));
  it.each([
    [{ accountNumber: 'PWD40721', postcode: null, telephoneNumber: null }, true],
    [{ accountNumber: 'PWD40721', postcode: 'XX1 1XX', telephoneNumber: '999' }, true],
    [{ accountNumber: 'PWD40722', postcode: null, telephoneNumber: null }, false],
  ])('merchant 1 checks the number only: %o -> %s', (application, expected) =>
    expect(matchesRegister({ supplierId: 1, ...application }, entry)).toBe(expected),
  );
  it('no register entry never matches', () =>
    expect(matchesRegister({ supplierId: 2, accountNumber: 'X', postcode: 'Y', telephoneNumber: 'Z' }, undefined)).toBe(false));
});

describe('creditLimitOnValidation (ours: a validated account can take account orders)', () => {
  it.each([
    [1, 0, openingCreditLimitPence],
    [1, 500_000, undefined],
    [3, 0, undefined],
    [2, 0, undefined],
    [0, 0, undefined],
  ])('isValidated %i with a limit of %i pence → %s', (isValidated, current, expected) => {
    expect(creditLimitOnValidation(isValidated, current)).toBe(expected);
  });
});
