/** spec 1 §5 Address lookup: suggestions sorted by the first house number. */
export interface AddressLines {
  address: readonly string[];
}

/** The first number in an address's lines ('Flat 2, 14 High St' → 2); Infinity when there is none (sorted last). */
export function firstHouseNumber(suggestion: AddressLines): number {
  for (const line of suggestion.address) {
    const match = /\d+/.exec(line);
    if (match) return Number(match[0]);
  }
  return Number.POSITIVE_INFINITY;
}

/** Sorted by first house number, ties keeping their order (then by the text, so 14A follows 14). */
export function sortByHouseNumber<T extends AddressLines>(suggestions: readonly T[]): T[] {
  return suggestions
    .map((suggestion, index) => ({ suggestion, index, number: firstHouseNumber(suggestion) }))
    .sort((a, b) => a.number - b.number || a.index - b.index)
    .map(({ suggestion }) => suggestion);
}
