/**
 * VAT invoice numbers (HMRC VAT Notice 700 §16.3: 'a unique sequential number to identify the invoice'): one gapless
 * series per seller, so each merchant's invoices run 1, 2, 3 … whoever the buyer. The series' counter is a row of
 * document_counters named by `invoiceSeries`; the printed number carries the merchant's prefix ('HL-000123').
 */
export const invoiceSeries = (supplierId: number): string => `invoice:${supplierId}`;

/** Six digits at least (a longer series just grows); a merchant without a prefix prints 'M<its id>'. */
export const formatDocumentNumber = (prefix: string | null, supplierId: number, value: number): string =>
  `${prefix && prefix.trim() ? prefix.trim().toUpperCase() : `M${supplierId}`}-${String(value).padStart(6, '0')}`;

/** The series value of a printed number ('HL-000123' → 123); null for anything else. */
export function documentNumberValue(number: string): number | null {
  const match = /^[A-Z0-9]+-(\d{6,})$/.exec(number);
  return match ? Number(match[1]) : null;
}
