/** Money is integer pence everywhere; convert to pounds only at the edge (API numbers, display). */
export type Pence = number;

export const VAT_RATE = 0.2; // spec 3 §9

export const penceToPounds = (pence: Pence): number => Math.round(pence) / 100;
export const poundsToPence = (pounds: number): Pence => Math.round(pounds * 100);
/**
 * The one rounding rule for money (issue #44): VAT is 20% of a net sum of integer pence, i.e. net / 5, whose fraction
 * is a fifth and never a half, so it is exact in integers; a percentage of pence rounds half up (away from zero for
 * a negative amount). Every figure the shop shows or charges (line, discount check, total, confirmation, invoice,
 * export) is made from these two.
 */
export const vatOnNet = (netPence: Pence): Pence => Math.sign(netPence) * Math.round(Math.abs(netPence) / 5);
export const addVat = (pence: Pence): Pence => pence + vatOnNet(pence);
/** `percent`% of an amount of pence, rounded to the penny, halves up (10% of 15p is 2p). */
export const percentOfPence = (pence: Pence, percent: number): Pence => {
  const hundredths = Math.round(Math.abs(pence) * percent);
  return Math.sign(pence) * Math.floor((hundredths + 50) / 100);
};

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
/** The one GBP formatter: '£48.50', '£1,234.56' (spec 1 §9: pounds with 2 decimals). From integer pence. */
export const formatPence = (pence: Pence): string => gbp.format(penceToPounds(pence));
/** The same for an amount the API already speaks in pounds (48.5 → '£48.50'), rounded to the penny first. */
export const formatPounds = (pounds: number): string => formatPence(poundsToPence(pounds));
