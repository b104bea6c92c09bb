/** Fictional product brands of the general catalogue (stored as the 'Brand' attribute, often leading the description). */
export const productBrands = [
  'Tradeline', 'ProFlow', 'Kestrel', 'Brassco', 'Hydrotec', 'Voltex', 'Northfield', 'Arden', 'Merit', 'Castell',
  'Stanway', 'Copperline', 'Fixright', 'Halcyon', 'Irwell', 'Lumos',
] as const;

/** Merchant own-brand pattern parts: mpn prefix per supplier id (a merchant equivalent of a genuine part). */
export const patternPrefixes: ReadonlyArray<readonly [supplierId: number, prefix: string]> = [
  [1, 'HLM'],
  [2, 'PWD'],
  [4, 'THS'],
  [5, 'NHP'],
];
