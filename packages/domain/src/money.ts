/** Money is integer pence everywhere; convert to pounds only at the edge (API numbers, display). */
export type Pence = number;

export const VAT_RATE = 0.2; // spec 3 §9

export const penceToPounds = (pence: Pence): number => Math.round(pence) / 100;
export const poundsToPence = (pounds: number): Pence => Math.round(pounds * 100);
export const addVat = (pence: Pence): Pence => Math.round(pence * (1 + VAT_RATE));

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
/** The one GBP formatter: '£48.50', '£1,234.56' (spec 1 §9: pounds with 2 decimals). From integer pence. */
export const formatPence = (pence: Pence): string => gbp.format(penceToPounds(pence));
/** The same for an amount the API already speaks in pounds (48.5 → '£48.50'), rounded to the penny first. */
export const formatPounds = (pounds: number): string => formatPence(poundsToPence(pounds));
