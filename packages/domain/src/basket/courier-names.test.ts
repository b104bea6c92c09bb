import { describe, expect, it } from 'vitest';
import { courierLineCodes } from './basket-line-types';
import { courierNames, lineCodeText } from './courier-names';

describe('lineCodeText: courier codes read as names', () => {
  it.each([
    ['GOPHR', 'Gophr'],
    ['STUART', 'Stuart'],
    // A name already, or a code in another case, still reads as the name.
    ['Gophr', 'Gophr'],
    ['stuart', 'Stuart'],
    // A part's MPN is not a courier: shown as it is.
    ['CAL-87161', 'CAL-87161'],
    ['GEN-15MM-ISO', 'GEN-15MM-ISO'],
  ])('%s → %s', (code, text) => expect(lineCodeText(code)).toBe(text));

  it('names every courier code of spec 3 §3', () => {
    for (const code of courierLineCodes) expect(courierNames[code]).not.toBe(code);
  });
});
