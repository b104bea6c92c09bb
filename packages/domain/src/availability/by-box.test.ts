import { describe, expect, it } from 'vitest';
import { byBoxLine, byBoxRefusal, hasByBoxChoice, safeImagePath } from './by-box';

describe('by-box rules (spec 3 §4.1 option 5, §4.6)', () => {
  const allowed = { merchantDeliversByBox: true, organisationByBoxEnabled: true, byBoxFlagOn: true, acceptedOptionId: 5 };
  it.each([
    ['everything set', allowed, null],
    ['another merchant', { ...allowed, merchantDeliversByBox: false }, 'not-allowed'],
    ['organisation without by-box', { ...allowed, organisationByBoxEnabled: false }, 'not-allowed'],
    ['flag off', { ...allowed, byBoxFlagOn: false }, 'not-allowed'],
    ['collect accepted instead', { ...allowed, acceptedOptionId: 1 }, 'option-not-chosen'],
    ['nothing accepted', { ...allowed, acceptedOptionId: null }, 'option-not-chosen'],
  ] as const)('%s → %s', (_name, context, refusal) => expect(byBoxRefusal(context)).toBe(refusal));

  it.each([
    ['/images/suppliers/4.svg', '/images/suppliers/4.svg'],
    ['https://evil.example/x.png', null],
    ['//evil.example/x.png', null],
    ['/images/../../etc', null],
    ['javascript:alert(1)', null],
    [null, null],
    ['', null],
  ])('image %s is stored as %s', (input, stored) => expect(safeImagePath(input)).toBe(stored));

  it('is a type 5 line for one, free, naming the locker and reference', () => {
    expect(byBoxLine({ exchange: 'Leeds Hunslet', postalCode: 'LS10 1QR' }, 'JOB-42', '/images/suppliers/4.svg')).toMatchObject({
      basketLineTypeId: 5,
      manufacturerCode: 'BYBOX',
      qty: 1,
      costPence: 0,
      description: 'By-box delivery to Leeds Hunslet (LS10 1QR), reference JOB-42',
      imageUrl: '/images/suppliers/4.svg',
    });
  });
});

describe('hasByBoxChoice (spec 3 §2.4, §5 By-box: both reference and location)', () => {
  const byBoxLines = [{ basketLineTypeId: 1 }, { basketLineTypeId: 5 }];
  const chosen = { fulfilmentOptionId: 5, byBoxLocationId: 2, byBoxReference: 'VAN-7' };
  it.each([
    ['option 5, the line, a locker and a reference', chosen, byBoxLines, true],
    ['another option accepted since', { ...chosen, fulfilmentOptionId: 1 }, byBoxLines, false],
    ['no by-box line', chosen, [{ basketLineTypeId: 1 }], false],
    ['no locker', { ...chosen, byBoxLocationId: null }, byBoxLines, false],
    ['no reference', { ...chosen, byBoxReference: '' }, byBoxLines, false],
  ])('%s → %s', (_name, basket, lines, expected) => expect(hasByBoxChoice(basket, lines)).toBe(expected));
});
