/**
 * Product description display rules (spec 2 §5, §9). Pure, so the page shows exactly what the server documents.
 */

/** spec 2 §5: a trailing run of 5 or more digits (a supplier stock code) is stripped before display. */
export function displayDescription(description: string): string {
  return description.replace(/\s*\d{5,}\s*$/, '').trimEnd();
}

/** spec 2 §9: cards show 1000 characters first, and 5 more on each click of the ellipsis. */
export const descriptionInitialLength = 1000;
export const descriptionLengthStep = 5;
/** spec 2 §9: the requested-products card starts at 30 characters. */
export const requestedProductDescriptionLength = 30;
/** spec 2 §9: related-product descriptions are cut at 70 characters. */
export const relatedDescriptionLength = 70;

export interface TruncatedText {
  text: string;
  /** true when characters were cut (the page then shows the clickable ellipsis). */
  truncated: boolean;
}

/** Cuts at `limit` characters (never inside a surrogate pair). A limit below 0 counts as 0. */
export function truncateDescription(description: string, limit: number): TruncatedText {
  const chars = Array.from(description);
  const max = Math.max(0, Math.floor(limit));
  if (chars.length <= max) return { text: description, truncated: false };
  return { text: chars.slice(0, max).join(''), truncated: true };
}

/** The limit after one more click of the ellipsis. */
export const nextDescriptionLength = (limit: number) => limit + descriptionLengthStep;

/** The slider's related-product text: cleaned, then cut at 70. */
export const truncateRelatedDescription = (description: string) =>
  truncateDescription(displayDescription(description), relatedDescriptionLength);
