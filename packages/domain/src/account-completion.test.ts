import { describe, expect, it } from 'vitest';
import { isAccountCompleted, missingAccountFields } from './account-completion';

const complete = {
  companyName: 'Acme Heating Ltd',
  firstName: 'Alex',
  surname: 'Morgan',
  address1: '1 Elland Road',
  postcode: 'LS11 5AB',
  townCity: 'Leeds',
  email: 'admin@acme-heating.test',
  telephone: '01130000000',
};

describe('account completion', () => {
  it('is complete when every mandatory field has text', () => {
    expect(isAccountCompleted(complete)).toBe(true);
    expect(missingAccountFields(complete)).toEqual([]);
  });
  it.each(['companyName', 'firstName', 'surname', 'address1', 'postcode', 'townCity', 'email', 'telephone'] as const)(
    'is incomplete without %s',
    (field) => {
      expect(isAccountCompleted({ ...complete, [field]: null })).toBe(false);
      expect(missingAccountFields({ ...complete, [field]: '  ' })).toEqual([field]);
    },
  );
  it('treats optional fields as optional', () => {
    expect(isAccountCompleted({ ...complete })).toBe(true);
  });
});
