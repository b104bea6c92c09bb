import { describe, expect, it } from 'vitest';
import { documentNumberValue, formatDocumentNumber, invoiceSeries } from './document-number';

describe('VAT invoice numbers (HMRC VAT Notice 700 §16.3: unique and sequential per seller)', () => {
  it.each([
    ['HL', 1, 123, 'HL-000123'],
    ['pw', 2, 1, 'PW-000001'],
    [null, 7, 42, 'M7-000042'],
    ['  ', 9, 5, 'M9-000005'],
    ['HL', 1, 1_234_567, 'HL-1234567'],
  ] as const)('prefix %s, merchant %s, value %s → %s', (prefix, supplierId, value, expected) => {
    expect(formatDocumentNumber(prefix, supplierId, value)).toBe(expected);
    expect(documentNumberValue(expected)).toBe(value);
  });

  it('names one series per merchant and reads no value from other names', () => {
    expect(invoiceSeries(4)).toBe('invoice:4');
    expect(invoiceSeries(4)).not.toBe(invoiceSeries(40));
    expect(documentNumberValue('HL-12')).toBeNull();
  });
});
