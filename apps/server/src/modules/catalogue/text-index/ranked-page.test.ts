import { describe, expect, it } from 'vitest';
import { compareTextRelevance, searchSampleModulus } from '@sparesfinder/domain/catalogue/ranking';
import type { SearchReads } from '../search.repository';
import type { SearchMatch } from '../search-sql';
import type { CatalogueTextIndex } from './catalogue-text-index';
import { indexedSearchReads } from './indexed-search-reads';
import { createProductFactsBuilder, textRelevanceKeysOf } from './product-facts';
import { createAppliancePartsBuilder } from './appliance-parts';
import { createPartNumbersBuilder } from './part-numbers';
import { buildTextIndex } from './text-index';
import { createTsQueryPrinter } from './ts-query-printer';

/**
 * A Recommended page of two words from memory (indexed-search-reads.ts rankedPage) on a made-up catalogue, against
 * every match sorted by domain compareTextRelevance: 400 products hold both words, one in `holderEvery` in phrase
 * order ('alpha beta'), the rest the other way round; their other keys are shuffled by id.
 */
function catalogue(holderEvery: number, documentLengthOf = (id: number) => 3 + ((id * 7) % 4), holds = (id: number) => id % holderEvery === 0) {
  const ids = Array.from({ length: 400 }, (_, i) => i + 1);
  const documents = ids.map((id) => ({ id, document: holds(id) ? `'alpha':1 'beta':2 'w${id % 7}':3` : `'alpha':2 'beta':1 'w${id % 7}':3` }));
  const builder = createProductFactsBuilder();
  for (const id of ids) builder.add({ id, classificationId: 1, valueIds: [], manufacturerId: null, isGenuine: id % 3 === 0, partNumberLength: 4 + (id % 5), documentLength: documentLengthOf(id) });
  const facts = builder.build();
  const index: CatalogueTextIndex = { version: 1, text: buildTextIndex(documents), sampleText: buildTextIndex([]), facts, applianceParts: createAppliancePartsBuilder().build(), partNumbers: createPartNumbersBuilder().build() };
  // A broad page lists the sample's matches first (search.repository.ts sampleFirst).
  const orderOf = (broad: boolean) =>
    ids
      .map((id) => textRelevanceKeysOf(id, facts.rankKeysOf(id), !broad || id % searchSampleModulus === 0, holds(id)))
      .sort(compareTextRelevance)
      .map((keys) => keys.id);
  return { index, expected: orderOf(false), broadExpected: orderOf(true) };
}

const match: SearchMatch = { applianceIds: [], manufacturerIds: [], textWords: ['alpha', 'beta'], tsQuery: "'alpha' & 'beta'", matchesAnything: true };
// The text is already printed: the printer hands it back ('alpha beta' as a phrase).
const printer = createTsQueryPrinter(async (kind, text) => (kind === 'phrase' ? "'alpha' <-> 'beta'" : text));
const notRead = new Proxy({} as SearchReads, { get: () => () => Promise.reject(new Error('the statements were asked')) });

function spied(index: CatalogueTextIndex, leadingShare?: number) {
  const phraseTests: number[] = [];
  const text = { ...index.text, matching: (tsquery: string, within?: Int32Array) => (tsquery.includes('<->') && phraseTests.push(within?.length ?? -1), index.text.matching(tsquery, within)) };
  return { phraseTests, reads: indexedSearchReads(notRead, { ...index, text }, printer, { leadingShare }) };
}

describe('a Recommended page of two words from memory', () => {
  it('reads the phrase of more leading matches a second time when the first ones held too few, listing the same page', async () => {
    // Two hold the phrase: 5 has the shortest document and 250 one as short as 1-40's, among which it comes 20th on
    // the other keys. The 16 leading matches hold one of the 2 wanted, so 48 are read next (2 × 16 ÷ 1 × 1.5).
    const { index, expected } = catalogue(0, (id) => (id === 5 ? 1 : id <= 40 || id === 250 ? 2 : 5), (id) => id === 5 || id === 250);
    expect(expected.slice(0, 2)).toEqual([5, 250]);
    const byOtherKeys = catalogue(0, (id) => (id === 5 ? 1 : id <= 40 || id === 250 ? 2 : 5), () => true).expected;
    expect(byOtherKeys.indexOf(250)).toBe(19);
    const { phraseTests, reads } = spied(index);
    expect(await reads.pageIds(match, [], { order: { kind: 'relevance' }, broad: false, sampleOnly: false, skip: 0, take: 2 })).toEqual(expected.slice(0, 2));
    expect(phraseTests).toEqual([16, 48]);
  });

  it('reads every match when none of the leading ones holds the phrase, or more would be read than there are matches', async () => {
    const rare = catalogue(1000);
    const none = spied(rare.index);
    expect(await none.reads.pageIds(match, [], { order: { kind: 'relevance' }, broad: false, sampleOnly: false, skip: 0, take: 3 })).toEqual(rare.expected.slice(0, 3));
    expect(none.phraseTests).toEqual([24, 400]);
    const common = catalogue(2);
    const deep = spied(common.index);
    expect(await deep.reads.pageIds(match, [], { order: { kind: 'relevance' }, broad: false, sampleOnly: false, skip: 40, take: 10 })).toEqual(common.expected.slice(40, 50));
    expect(deep.phraseTests).toEqual([400]);
  });

  it('lists every page as the full sort does, whatever share holds the phrase and however wide the first window', async () => {
    let secondWindows = 0;
    for (const holderEvery of [1, 3, 9, 40, 150]) {
      const { index, expected, broadExpected } = catalogue(holderEvery);
      for (const leadingShare of [undefined, 1]) {
        for (const [skip, take] of [[0, 1], [0, 5], [7, 3], [30, 28], [390, 28]] as const) {
          for (const broad of [false, true]) {
            const { reads, phraseTests } = spied(index, leadingShare);
            const page = await reads.pageIds(match, [], { order: { kind: 'relevance' }, broad, sampleOnly: false, skip, take });
            expect(page).toEqual((broad ? broadExpected : expected).slice(skip, skip + take));
            if (phraseTests.length >= 2 && phraseTests[1]! < 400) secondWindows++;
          }
        }
      }
    }
    // The loop reaches the second window too, not only the first one and the read of every match.
    expect(secondWindows).toBeGreaterThan(0);
  });
});
