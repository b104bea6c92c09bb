import type { SearchClient } from './search-client';

/** The benchmark's searches: a term, with a filter selection picked from the term's first answer. */
export const searchCases = [
  { name: 'diverter valve', searchTerm: 'diverter valve' },
  { name: 'isolating valve + Size filter', searchTerm: 'isolating valve', filter: 'Size' },
  { name: 'thermostat', searchTerm: 'thermostat' },
  { name: 'pump', searchTerm: 'pump' },
];
export type SearchCase = (typeof searchCases)[number];

/** The exact lookups (TARGETS.md p95 ≤ 5 ms): a part number, its digits alone, a GC number. */
export const lookupTerms = ['CAL-87161', '87161', '4799901'];

/** The SearchIndex payload of a case: its term, and its filter's first value as the term's first answer lists it. */
export async function payloadOf(client: SearchClient, testCase: SearchCase) {
  const first = await client.search({ searchTerm: testCase.searchTerm });
  const group = testCase.filter ? first.filters.find((f) => f.attributeName === testCase.filter) : undefined;
  const attributes = group ? [{ attributeId: group.attributeId, value: group.values[0]!.value }] : [];
  return { searchTerm: testCase.searchTerm, attributes };
}
