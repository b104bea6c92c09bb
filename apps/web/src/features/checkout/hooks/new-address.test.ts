import { describe, expect, it } from 'vitest';
import { pendingAddress, toNewAddressDraft, type NewAddressDraft } from './new-address';

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
