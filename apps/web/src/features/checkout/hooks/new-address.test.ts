import { describe, expect, it } from 'vitest';
import { newAddressErrors, pendingAddress, toNewAddressDraft, type NewAddressDraft } from './new-address';

const complete: NewAddressDraft = { firstName: ' Sam ', surname: 'Fitter', address1: '9 Kirkstall Road', city: 'Leeds', postCode: 'LS4 2AB', county: '' };
const saved = { id: 2, firstName: 'Alex', surname: 'Morgan', address1: '42 Cross Flatts Avenue', city: 'Leeds', postCode: 'LS11 7BU' };

describe('pendingAddress (spec 3 §5 "selected or completed")', () => {
  it.each<[string, NewAddressDraft | null, typeof saved | null, string]>([
    ['no form open', null, null, 'none'],
    ['no form open, a saved one chosen', null, saved, 'none'],
    ['an empty form beside a saved one chosen', {}, saved, 'none'],
    ['an empty form with none chosen', {}, null, 'incomplete'],
    ['a half-typed form, even with a saved one chosen', { address1: '9 Kirkstall Road' }, saved, 'incomplete'],
    ['spaces only are nothing typed', { firstName: '  ' }, saved, 'none'],
    ['a complete form', complete, null, 'complete'],
    ['a complete form over a saved one chosen', complete, saved, 'complete'],
  ])('%s: %s', (_name, draft, selected, kind) => {
    expect(pendingAddress(draft, selected).kind).toBe(kind);
  });

  it('a complete form gives its address trimmed, empty optional fields none', () => {
    expect(pendingAddress(complete, null)).toEqual({
      kind: 'complete',
      address: { firstName: 'Sam', surname: 'Fitter', companyName: null, address1: '9 Kirkstall Road', address2: null, city: 'Leeds', county: null, postCode: 'LS4 2AB' },
    });
  });

  it('an incomplete form names what is missing', () => {
    expect(pendingAddress({ firstName: 'Sam', postCode: 'LS4 2AB' }, null)).toEqual({ kind: 'incomplete', missing: ['surname', 'address1', 'city'] });
  });

  it('a postcode that is not a UK one keeps the form incomplete; a good one is given in its standard form (issue #44)', () => {
    expect(pendingAddress({ ...complete, postCode: 'LS4' }, null)).toEqual({ kind: 'incomplete', missing: ['postCode'] });
    expect(pendingAddress({ ...complete, postCode: ' ls42ab ' }, null)).toMatchObject({ kind: 'complete', address: { postCode: 'LS4 2AB' } });
  });
});

describe("newAddressErrors (the server's AddAddress rule, contracts NewAddress)", () => {
  it('names each field with its message', () => {
    expect(newAddressErrors({})).toEqual({
      firstName: 'First name is required',
      surname: 'Surname is required',
      address1: 'Address line 1 is required',
      city: 'Town is required',
      postCode: 'Postcode is required',
    });
    expect(newAddressErrors({ ...complete, surname: 'S'.repeat(21), postCode: 'not a postcode' })).toEqual({
      surname: 'Surname must be at most 20 characters',
      postCode: 'Please enter a valid UK postcode',
    });
    expect(newAddressErrors(complete)).toEqual({});
  });
});

describe('toNewAddressDraft (a draft read back from storage)', () => {
  it.each<[string, unknown, NewAddressDraft | null]>([
    ['no draft', null, null],
    ['not an object', 'Leeds', null],
    ['a list', ['Leeds'], null],
    ['the form\'s text fields only', { city: 'Leeds', postCode: 42, other: 'x' }, { city: 'Leeds' }],
    ['an open empty form', {}, {}],
  ])('%s', (_name, value, draft) => {
    expect(toNewAddressDraft(value)).toEqual(draft);
  });
});
