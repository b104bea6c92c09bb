import { describe, expect, it } from 'vitest';
import type { CheckoutAddress } from './checkout-fields';
import { isSameAddress } from './same-address';

const saved: CheckoutAddress = { firstName: 'Alex', surname: 'Morgan', companyName: 'Acme Heating Ltd', address1: '42 Cross Flatts Avenue', address2: null, city: 'Leeds', county: null, postCode: 'LS11 7BU' };

describe('isSameAddress (adding an address the organisation already holds)', () => {
  it.each<[string, Partial<CheckoutAddress>, boolean]>([
    ['the same fields', {}, true],
    ['spaces around the fields', { firstName: ' Alex ', address1: '42 Cross Flatts Avenue  ', city: '\tLeeds' }, true],
    ['the postcode in any case and spacing', { postCode: 'ls117bu' }, true],
    ['the postcode with spaces inside', { postCode: ' LS 11 7BU ' }, true],
    ['an empty optional field is none', { address2: '', county: '  ' }, true],
    ['an optional field left out is none', { address2: undefined }, true],
    ['another postcode', { postCode: 'LS11 7BT' }, false],
    ['another first line', { address1: '44 Cross Flatts Avenue' }, false],
    ['another name', { surname: 'Morgans' }, false],
    ['a company added', { companyName: 'Acme Heating Ltd (Beeston)' }, false],
    ['a second line added', { address2: 'Beeston' }, false],
    ['a name in another case is another name', { firstName: 'alex' }, false],
  ])('%s', (_name, changes, same) => {
    expect(isSameAddress(saved, { ...saved, ...changes })).toBe(same);
    expect(isSameAddress({ ...saved, ...changes }, saved)).toBe(same);
  });
});
