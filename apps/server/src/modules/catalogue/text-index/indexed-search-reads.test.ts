import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { seedDemoWorld } from '../../../db/seed/seed-demo-world';
import { openTestDatabase } from '../../../test/test-database';
import { createSearchRepository, type PageCards, type PageRequest, type SearchReads, type SearchRepository } from '../search.repository';
import type { SearchMatch, ValueGroup } from '../search-sql';
import { loadCatalogueTextIndex, type CatalogueTextIndex } from './catalogue-text-index';
import { createProductFactsBuilder } from './product-facts';
import { createAppliancePartsBuilder } from './appliance-parts';
import { createPartNumbersBuilder } from './part-numbers';
import { buildTextIndex } from './text-index';
import { indexedSearchReads } from './indexed-search-reads';
import { createTsQueryPrinter } from './ts-query-printer';

/**
 * The index's reads, called directly, against the statements' on the mini world (search-text-index.test.ts compares
 * whole answers through the API): counts of the whole catalogue and of the sample, with and without a ticked group,
 * and Recommended pages (broad, sample-only, exact), with makers and a category; and what it leaves to the statements.
 */
let database: DatabaseHandle;
let repository: SearchRepository;
let index: CatalogueTextIndex;
let reads: SearchReads;
let printed: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoWorld(database.db, { scale: 'mini' });
  repository = createSearchRepository(database.db);
  const version = async () => Number((await rowsOf<{ version: string }>(database.db, sql`SELECT version FROM catalogue_version WHERE id = 1`))[0]?.version ?? 0);
  index = (await loadCatalogueTextIndex(database.db, version))!;
  printed = [];
  const printer = createTsQueryPrinter(async (kind, text) => {
    printed.push(`${kind}:${text}`);
    return repository.printTsQuery(kind, text);
  });
  reads = indexedSearchReads(repository, index, printer);
}, 600_000);

afterAll(() => database?.close());

const text = (words: string[], extra: Partial<SearchMatch> = {}): SearchMatch => ({
  applianceIds: [],
  manufacturerIds: [],
  textWords: words,
  tsQuery: [...words.slice(0, -1), `${words.at(-1)}:*`].join(' & '),
  matchesAnything: true,
  ...extra,
});
const relevance = (page: Partial<PageRequest> = {}): PageRequest => ({ order: { kind: 'relevance' }, broad: false, sampleOnly: false, skip: 0, take: 20, ...page });
const byName = (page: Partial<PageRequest> = {}): PageRequest => ({ ...relevance(page), order: { kind: 'name', direction: 'ASC' } });
const sorted = <T extends { classificationId: number | null }>(rows: T[]) => [...rows].sort((a, b) => (a.classificationId ?? -1) - (b.classificationId ?? -1));
const comparable = (aggregate: Awaited<ReturnType<SearchReads['aggregate']>>) => ({
  ...aggregate,
  perClassification: sorted(aggregate.perClassification),
  valueCounts: aggregate.valueCounts.map((block) => ({ gap: block.gap, valueIds: Array.from(block.valueIds), counts: Array.from(block.counts) })).sort((a, b) => (a.gap ?? -1) - (b.gap ?? -1)),
});

/** Cards for no viewer: the reads under test list ids, and the statements' cards are not compared. */
const cards = { viewer: { organisationId: 0, userId: 0 }, preferred: { applianceIds: [] } } as unknown as PageCards;

/** The index's reads over the statements, `handed` recording every match the statements were asked to count. */
function spiedReads(textIdsLimit?: number) {
  const handed: SearchMatch[] = [];
  const spied: SearchRepository = { ...repository, countedPage: (match, ...rest) => (handed.push(match), repository.countedPage(match, ...rest)) };
  return { handed, reads: indexedSearchReads(spied, index, createTsQueryPrinter(repository.printTsQuery), { textIdsLimit }) };
}

/** The index's reads over the statements, `asked` recording every count and page the statements were asked for. */
function readsRecordingCounts() {
  const asked: string[] = [];
  const spied: SearchRepository = {
    ...repository,
    aggregate: (...args) => (asked.push('aggregate'), repository.aggregate(...args)),
    pageIds: (...args) => (asked.push('pageIds'), repository.pageIds(...args)),
  };
  return { asked, indexed: indexedSearchReads(spied, index, createTsQueryPrinter(repository.printTsQuery)) };
}

async function firstGroup(match: SearchMatch): Promise<ValueGroup[]> {
  const [row] = await rowsOf<{ attributeId: number; valueId: number }>(
    database.db,
    sql`SELECT av.attribute_id AS "attributeId", av.id AS "valueId" FROM product_search p, unnest(p.attribute_value_ids) v(id) JOIN attribute_values av ON av.id = v.id
      WHERE p.search_document @@ to_tsquery('english', ${match.tsQuery}) GROUP BY 1, 2 ORDER BY count(*) DESC, 2 LIMIT 1`,
  );
  return row ? [{ attributeId: row.attributeId, valueIds: [row.valueId] }] : [];
}

describe('the index’s search reads', () => {
  const [maker] = [1];
  const matches: [string, SearchMatch][] = [
    ['one word', text(['valve'])],
    ['two words, with a phrase', text(['diverter', 'valve'])],
    ['a word with a maker', text(['valve'], { manufacturerIds: [maker] })],
    ['two words with two makers, matched among their products', text(['diverter', 'valve'], { manufacturerIds: [maker, maker + 1] })],
    ['any of two words', { ...text(['pump', 'seal']), tsQuery: 'pump | seal:*' }],
    ['a word in an empty list of categories', text(['valve'], { classificationIds: [] })],
  ];

  it('count and list as the statements do in the categories the word is commonest in', async () => {
    const categories = await rowsOf<{ id: number }>(
      database.db,
      sql`SELECT classification_id AS id FROM product_search WHERE search_document @@ to_tsquery('english', 'valve:*') AND classification_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 2`,
    );
    const match = text(['valve'], { classificationIds: categories.map((category) => category.id) });
    const counted = await reads.aggregate(match, [], { sample: false });
    expect(counted.matches).toBeGreaterThan(0);
    expect(comparable(counted)).toEqual(comparable(await repository.aggregate(match, [], { sample: false })));
    expect(await reads.pageIds(match, [], relevance({ broad: true }))).toEqual(await repository.pageIds(match, [], relevance({ broad: true })));
  });

  it.each(matches)('count as the statements do: %s', async (_, match) => {
    const groups = await firstGroup(match);
    // The sample first: matched from its own postings, not filtered from every match.
    for (const sample of [true, false]) {
      for (const ticked of [[], groups]) {
        expect(comparable(await reads.aggregate(match, ticked, { sample }))).toEqual(comparable(await repository.aggregate(match, ticked, { sample })));
      }
    }
  });

  it.each(matches)('list a Recommended page as the statements do: %s', async (_, match) => {
    const groups = await firstGroup(match);
    for (const page of [relevance(), relevance({ skip: 5, take: 7 }), relevance({ broad: true }), relevance({ broad: true, sampleOnly: true }), relevance({ broad: true, skip: 3 })]) {
      for (const ticked of [[], groups]) expect(await reads.pageIds(match, ticked, page)).toEqual(await repository.pageIds(match, ticked, page));
    }
  });

  it('count the sample and list its page in one read, only past both thresholds', async () => {
    const match = text(['valve']);
    const cards = { viewer: { organisationId: 0, userId: 0, userGroupId: 1 }, preferred: { applianceIds: [] } } as unknown as Parameters<SearchReads['sampledPage']>[4];
    const sample = await repository.aggregate(match, [], { sample: true });
    expect(sample.matches).toBeGreaterThan(0);
    const page = relevance({ broad: true, sampleOnly: true });
    const reached = await reads.sampledPage(match, [], page, { candidates: sample.candidates, matches: sample.matches }, cards);
    expect(comparable(reached.aggregate)).toEqual(comparable(sample));
    expect(reached.ids).toEqual(await repository.pageIds(match, [], page));
    expect(reached.ids.length).toBeGreaterThan(0);
    expect((await reads.sampledPage(match, [], page, { candidates: sample.candidates + 1, matches: 0 }, cards)).ids).toEqual([]);
  });

  it('print each tsquery once, however often it is searched', async () => {
    printed.length = 0;
    const match = text(['boiler', 'pump']);
    await reads.pageIds(match, [], relevance());
    await reads.pageIds(match, [], relevance({ skip: 20 }));
    await reads.aggregate(match, [], { sample: false });
    expect(printed.sort()).toEqual(['phrase:boiler pump', 'query:boiler & pump:*']);
  });

  it('answer as the statements do a part number’s page (from memory), the whole catalogue’s counts and the name order (theirs)', async () => {
    const [product] = await rowsOf<{ mpn: string }>(database.db, sql`SELECT mpn_normalised AS mpn FROM product_search WHERE mpn_normalised IS NOT NULL ORDER BY id LIMIT 1`);
    const byPartNumber: SearchMatch = { applianceIds: [], manufacturerIds: [], partNumber: product!.mpn, matchesAnything: true };
    expect(await reads.pageIds(byPartNumber, [], relevance())).toEqual(await repository.pageIds(byPartNumber, [], relevance()));
    const browse: SearchMatch = { applianceIds: [], manufacturerIds: [], matchesAnything: true, classificationIds: undefined };
    expect(comparable(await reads.aggregate(browse, [], { sample: false }))).toEqual(comparable(await repository.aggregate(browse, [], { sample: false })));
    const byName: PageRequest = { ...relevance(), order: { kind: 'name', direction: 'ASC' } };
    printed.length = 0;
    expect(await reads.pageIds(text(['valve']), [], byName)).toEqual(await repository.pageIds(text(['valve']), [], byName));
    expect(printed).toEqual([]);
  });

  it('test a phrase on the leading matches alone when enough of them hold it, else on every match, listing as the statements do', async () => {
    const phraseTests: number[] = [];
    const spied: CatalogueTextIndex = {
      ...index,
      text: { ...index.text, matching: (tsquery, within) => (tsquery.includes('<->') && phraseTests.push(within?.length ?? -1), index.text.matching(tsquery, within)) },
    };
    const spiedReads = indexedSearchReads(repository, spied, createTsQueryPrinter(repository.printTsQuery));
    const page = relevance({ take: 2 });
    // Most 'diverter valve' parts say so in that order: two of the 16 leading matches hold the phrase.
    const held = text(['diverter', 'valve']);
    expect(await spiedReads.pageIds(held, [], page)).toEqual(await repository.pageIds(held, [], page));
    expect(phraseTests).toEqual([16]);
    // Hardly any says 'valve diverter': the leading 16 hold too few, so every match is tested.
    phraseTests.length = 0;
    const seldom = text(['valve', 'diverter']);
    expect(await spiedReads.pageIds(seldom, [], page)).toEqual(await repository.pageIds(seldom, [], page));
    expect(phraseTests).toHaveLength(2);
    expect(phraseTests[1]).toBeGreaterThan(16);
  });

  it('order a page as objects when a key is beyond the packed fields, in the same order', async () => {
    const facts = createProductFactsBuilder();
    const documents = [
      { id: 1, documentLength: 70_000, isGenuine: true },
      { id: 2, documentLength: 2, isGenuine: false },
      { id: 3, documentLength: 2, isGenuine: true },
    ];
    for (const { id, documentLength, isGenuine } of documents) facts.add({ id, classificationId: 1, valueIds: [], manufacturerId: null, isGenuine, partNumberLength: 4, documentLength });
    const crafted: CatalogueTextIndex = { version: 1, text: buildTextIndex(documents.map(({ id }) => ({ id, document: "'valv':1" }))), sampleText: buildTextIndex([]), facts: facts.build(), applianceParts: createAppliancePartsBuilder().build(), partNumbers: createPartNumbersBuilder().build() };
    const asIs = createTsQueryPrinter(async (_, text) => text);
    const craftedReads = indexedSearchReads(repository, crafted, asIs);
    expect(await craftedReads.pageIds({ ...text(['valve']), tsQuery: "'valv'" }, [], relevance())).toEqual([3, 2, 1]);
  });
});

describe('a lookup with words (part number or GC number and text) the statements count (the name order)', () => {
  /** A part number and a word of the catalogue matching between `least` and `most` products. */
  async function lookupWithWord(least: number, most: number): Promise<SearchMatch> {
    const [row] = await rowsOf<{ word: string; mpn: string }>(
      database.db,
      sql`SELECT s.word, (SELECT mpn_normalised FROM product_search WHERE length(mpn_normalised) >= 5 ORDER BY id LIMIT 1) AS mpn
        FROM ts_stat('SELECT search_document FROM product_search') s WHERE s.ndoc BETWEEN ${least} AND ${most} AND s.word ~ '^[a-z]{4,}$'
        ORDER BY s.ndoc DESC, s.word LIMIT 1`,
    );
    return { ...text([row!.word]), tsQuery: row!.word, partNumber: row!.mpn };
  }
  const textMatches = async (match: SearchMatch) =>
    (await rowsOf<{ id: number }>(database.db, sql`SELECT id FROM product_search WHERE search_document @@ to_tsquery('english', ${match.tsQuery}) ORDER BY id`)).map((row) => row.id);

  it('hands a few text matches to the statement as ids, counting and listing as the statements do', async () => {
    const match = await lookupWithWord(3, 60);
    const { handed, reads: indexed } = spiedReads();
    for (const page of [byName(), byName({ skip: 2, take: 3 })]) {
      const counted = await indexed.countedPage(match, [], page, 10_000);
      const expected = await repository.countedPage(match, [], page, 10_000);
      expect(counted.ids).toEqual(expected.ids);
      expect(comparable(counted.aggregate)).toEqual(comparable(expected.aggregate));
      expect(counted.aggregate.matches).toBeGreaterThan(0);
    }
    expect(handed[0]!.textIds).toEqual(await textMatches(match));
    expect(handed[0]!.textIds!.length).toBeGreaterThanOrEqual(3);
    // A lookup's estimate from the sample and its page from the sample read the same ids.
    expect(comparable(await reads.aggregate(match, [], { sample: true }))).toEqual(comparable(await repository.aggregate(match, [], { sample: true })));
    expect(await reads.pageIds(match, [], relevance({ broad: true, sampleOnly: true }))).toEqual(await repository.pageIds(match, [], relevance({ broad: true, sampleOnly: true })));
  });

  it('leaves many text matches to the text index, as a long list of ids would cost more than it saves', async () => {
    const match = await lookupWithWord(3, 60);
    const { handed, reads: indexed } = spiedReads(2);
    const counted = await indexed.countedPage(match, [], byName(), 10_000);
    expect(handed[0]!.textIds).toBeUndefined();
    expect(counted.ids).toEqual((await repository.countedPage(match, [], byName(), 10_000)).ids);
  });

  it('orders a counted page as a page read on its own does, in every order', async () => {
    const match = await lookupWithWord(3, 60);
    const orders: PageRequest[] = [relevance(), relevance({ skip: 1, take: 4 }), { ...relevance(), order: { kind: 'catalogue' } }, { ...relevance(), order: { kind: 'name', direction: 'DESC' } }];
    for (const page of orders) {
      const counted = await repository.countedPage(match, [], page, 10_000);
      expect(counted.ids.length).toBeGreaterThan(0);
      expect(counted.ids).toEqual(await repository.pageIds(match, [], page));
    }
  });
});

describe('a term naming appliances, from memory', () => {
  const appliancesWithMostParts = async () =>
    (await rowsOf<{ id: number }>(database.db, sql`SELECT appliance_id AS id FROM appliance_parts GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 3`)).map((row) => row.id);

  it('count and list the appliances’ parts and the words’ matches as the lookup’s statement does, without it', async () => {
    const { handed, reads: indexed } = spiedReads();
    const appliances = await appliancesWithMostParts();
    const [category] = await rowsOf<{ id: number }>(database.db, sql`SELECT p.classification_id AS id FROM appliance_parts ap JOIN product_search p ON p.id = ap.product_id WHERE ap.appliance_id = ${appliances[0]!} GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`);
    const asked: SearchMatch[] = [
      text(['valve'], { applianceIds: appliances.slice(0, 1) }),
      text(['diverter', 'valve'], { applianceIds: appliances }),
      text(['valve'], { applianceIds: appliances.slice(1), manufacturerIds: [1] }),
      text(['pump'], { applianceIds: appliances, classificationIds: [category!.id] }),
      text(['nothingatall'], { applianceIds: appliances.slice(0, 2) }),
    ];
    for (const match of asked) {
      for (const ticked of [[], await firstGroup(match)]) {
        // The last page holds every match: the whole order, across the appliance and text tiers.
        for (const page of [relevance(), relevance({ skip: 5, take: 7 }), relevance({ take: 500 })]) {
          const listed = await indexed.countedPage(match, ticked, page, 10_000, cards);
          const counted = await repository.countedPage(match, ticked, page, 10_000, cards);
          expect(listed.ids).toEqual(counted.ids);
          expect(comparable(listed.aggregate)).toEqual(comparable(counted.aggregate));
          if (ticked.length === 0 && page.skip === 0) expect(listed.ids.length).toBeGreaterThan(0);
        }
      }
    }
    expect(handed).toEqual([]);
  });

  it('count exactly the limit from memory, say one more than it is too many as the statement does, and find nothing in an empty list of categories', async () => {
    const { handed, reads: indexed } = spiedReads();
    const appliances = await appliancesWithMostParts();
    const match = text(['valve'], { applianceIds: appliances });
    const { candidates } = (await repository.countedPage(match, [], relevance(), 10_000, cards)).aggregate;
    const atLimit = await indexed.countedPage(match, [], relevance(), candidates, cards);
    expect(atLimit.aggregate.truncated).toBe(false);
    expect(atLimit.ids).toEqual((await repository.countedPage(match, [], relevance(), candidates, cards)).ids);
    expect(handed).toEqual([]);
    expect((await indexed.countedPage(match, [], relevance(), candidates - 1, cards)).aggregate.truncated).toBe(true);
    expect((await repository.countedPage(match, [], relevance(), candidates - 1, cards)).aggregate.truncated).toBe(true);
    const noCategory = { ...match, classificationIds: [] };
    expect(comparable((await indexed.countedPage(noCategory, [], relevance(), 10_000, cards)).aggregate)).toEqual(comparable((await repository.countedPage(noCategory, [], relevance(), 10_000, cards)).aggregate));
    expect((await indexed.countedPage(noCategory, [], relevance(), 10_000, cards)).ids).toEqual([]);
    expect(handed).toEqual([]);
  });

  it('count and list with no words, and with a part or GC number besides, from memory too', async () => {
    const { handed, reads: indexed } = spiedReads();
    const appliances = await appliancesWithMostParts();
    const words = text(['valve'], { applianceIds: appliances });
    const asked: SearchMatch[] = [
      { applianceIds: appliances, manufacturerIds: [], matchesAnything: true },
      { ...words, partNumber: '12345' },
      { ...words, gcNumber: '4799901' },
    ];
    for (const match of asked) {
      for (const page of [relevance(), relevance({ take: 500 })]) {
        const listed = await indexed.countedPage(match, [], page, 10_000, cards);
        const counted = await repository.countedPage(match, [], page, 10_000, cards);
        expect(listed.ids).toEqual(counted.ids);
        expect(comparable(listed.aggregate)).toEqual(comparable(counted.aggregate));
        expect(listed.ids.length).toBeGreaterThan(0);
      }
    }
    expect(handed).toEqual([]);
  });

  it('leave the name order to the statement', async () => {
    const { handed, reads: indexed } = spiedReads();
    const appliances = await appliancesWithMostParts();
    const words = text(['valve'], { applianceIds: appliances });
    const asked: [SearchMatch, PageRequest, number][] = [
      [words, byName(), 3],
      [words, byName(), 10_000],
      [{ ...words, partNumber: '12345' }, byName({ skip: 3 }), 10_000],
    ];
    for (const [match, page, limit] of asked) {
      const listed = await indexed.countedPage(match, [], page, limit, cards);
      const counted = await repository.countedPage(match, [], page, limit, cards);
      expect(listed.ids).toEqual(counted.ids);
      expect(comparable(listed.aggregate)).toEqual(comparable(counted.aggregate));
    }
    expect(handed).toHaveLength(asked.length);
    expect((await repository.countedPage(words, [], relevance(), 3, cards)).aggregate.truncated).toBe(true);
  });
});

describe('part numbers and GC numbers, from memory', () => {
  const lookup = (extra: Partial<SearchMatch>): SearchMatch => ({ applianceIds: [], manufacturerIds: [], matchesAnything: true, ...extra });
  /** Asserts the index's counted pages are the statement's; how many products they listed. */
  async function sameCountedPages(indexed: SearchReads, match: SearchMatch, ticked: ValueGroup[], pages: PageRequest[]): Promise<number> {
    let listedCount = 0;
    for (const page of pages) {
      const listed = await indexed.countedPage(match, ticked, page, 10_000, cards);
      const counted = await repository.countedPage(match, ticked, page, 10_000, cards);
      expect(listed.ids, `${JSON.stringify(match)} ${JSON.stringify(page)}`).toEqual(counted.ids);
      expect(comparable(listed.aggregate)).toEqual(comparable(counted.aggregate));
      listedCount += listed.ids.length;
    }
    return listedCount;
  }

  /**
   * Typed part numbers of every kind the statement tells apart: whole, starts of 3, 4 and 6 characters, a middle, one
   * that is also inside another's (exact and contains), the commonest 4 characters inside part numbers, none.
   */
  async function typedPartNumbers(): Promise<string[]> {
    const [row] = await rowsOf<{ mpn: string; nested: string; common: string }>(
      database.db,
      sql`SELECT (SELECT mpn_normalised FROM product_search WHERE length(mpn_normalised) >= 9 ORDER BY id LIMIT 1) AS mpn,
          (SELECT a.mpn_normalised FROM product_search a WHERE length(a.mpn_normalised) >= 5
            AND EXISTS (SELECT 1 FROM product_search b WHERE strpos(b.mpn_normalised, a.mpn_normalised) > 1) ORDER BY a.id LIMIT 1) AS nested,
          (SELECT substr(mpn_normalised, 4, 4) FROM product_search WHERE length(mpn_normalised) >= 7 GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1) AS common`,
    );
    const { mpn, nested, common } = row!;
    return [mpn, mpn.slice(0, 3), mpn.slice(0, 4), mpn.slice(0, 6), mpn.slice(2, 8), nested, common, common.slice(0, 3), 'zq9zq9'];
  }

  it('count and list a part number, alone and with words, a maker, a category or a ticked filter, as the lookup’s statement does', async () => {
    const { handed, reads: indexed } = spiedReads();
    const [category] = await rowsOf<{ id: number }>(database.db, sql`SELECT classification_id AS id FROM product_search WHERE mpn_normalised IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`);
    let found = 0;
    for (const partNumber of await typedPartNumbers()) {
      const asked = [
        lookup({ partNumber }),
        text(['valve'], { partNumber }),
        lookup({ partNumber, manufacturerIds: [1] }),
        text(['diverter', 'valve'], { partNumber, manufacturerIds: [1, 2] }),
        lookup({ partNumber, classificationIds: [category!.id] }),
      ];
      for (const match of asked) {
        for (const ticked of [[], await firstGroup(text(['valve']))]) {
          found += await sameCountedPages(indexed, match, ticked, [relevance(), relevance({ skip: 3, take: 5 }), relevance({ take: 500 })]);
        }
      }
    }
    expect(found).toBeGreaterThan(100);
    expect(handed).toEqual([]);
  });

  it('count and list a GC number, alone and with its part number and words, as the lookup’s statement does', async () => {
    const { handed, reads: indexed } = spiedReads();
    const gcNumbers = await rowsOf<{ gcNumber: string }>(
      database.db,
      sql`(SELECT a.gc_number AS "gcNumber" FROM appliances a JOIN appliance_parts ap ON ap.appliance_id = a.id GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 2)
        UNION ALL (SELECT a.gc_number FROM appliances a WHERE NOT EXISTS (SELECT 1 FROM appliance_parts ap WHERE ap.appliance_id = a.id) LIMIT 1)
        UNION ALL SELECT '0000001'`,
    );
    expect(gcNumbers.length).toBeGreaterThanOrEqual(3);
    let found = 0;
    for (const { gcNumber } of gcNumbers) {
      for (const match of [lookup({ gcNumber }), lookup({ gcNumber, partNumber: gcNumber }), text(['valve'], { gcNumber, partNumber: gcNumber })]) {
        found += await sameCountedPages(indexed, match, [], [relevance(), relevance({ skip: 2, take: 4 }), relevance({ take: 500 })]);
      }
    }
    expect(found).toBeGreaterThan(0);
    expect(handed).toEqual([]);
  });

  it('count exactly the limit, and say one more than it is too many, as the statement does', async () => {
    const { handed, reads: indexed } = spiedReads();
    const [partNumber] = (await typedPartNumbers()).slice(6);
    for (const [match, ticked] of [[lookup({ partNumber }), []], [text(['valve'], { partNumber }), await firstGroup(text(['valve']))]] as const) {
      const { candidates } = (await repository.countedPage(match, ticked, relevance(), 10_000, cards)).aggregate;
      expect(candidates).toBeGreaterThan(1);
      const atLimit = await indexed.countedPage(match, ticked, relevance(), candidates, cards);
      expect(atLimit.aggregate.truncated).toBe(false);
      expect(atLimit.ids).toEqual((await repository.countedPage(match, ticked, relevance(), candidates, cards)).ids);
      expect((await indexed.countedPage(match, ticked, relevance(), candidates - 1, cards)).aggregate.truncated).toBe(true);
      expect((await repository.countedPage(match, ticked, relevance(), candidates - 1, cards)).aggregate.truncated).toBe(true);
    }
    expect(handed).toEqual([]);
  });

  it('estimate a lookup too broad to count from the sample and list its broad pages, sample first, as the statements do', async () => {
    const { asked, indexed } = readsRecordingCounts();
    const [partNumber, prefix] = (await typedPartNumbers()).slice(6);
    const appliances = await rowsOf<{ id: number }>(database.db, sql`SELECT appliance_id AS id FROM appliance_parts GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 2`);
    const matches = [lookup({ partNumber }), text(['valve'], { partNumber: prefix }), text(['pump'], { applianceIds: appliances.map((row) => row.id) })];
    let listed = 0;
    for (const match of matches) {
      for (const ticked of [[], await firstGroup(text(['valve']))]) {
        for (const sample of [true, false]) expect(comparable(await indexed.aggregate(match, ticked, { sample }))).toEqual(comparable(await repository.aggregate(match, ticked, { sample })));
        for (const page of [relevance({ broad: true, sampleOnly: true }), relevance({ broad: true, skip: 2, take: 50 }), relevance({ broad: true, take: 500 }), relevance({ skip: 1, take: 9 })]) {
          const ids = await indexed.pageIds(match, ticked, page);
          expect(ids, `${JSON.stringify(match)} ${JSON.stringify(page)}`).toEqual(await repository.pageIds(match, ticked, page));
          listed += ids.length;
        }
      }
    }
    expect(listed).toBeGreaterThan(100);
    expect(asked).toEqual([]);
  });
});

describe('makers named without words, with a ticked filter, from memory', () => {
  it('count (the sample and every product) and list (broad, the sample alone, exact) as the statements do; the name order stays theirs', async () => {
    const { asked, indexed } = readsRecordingCounts();
    const [category] = await rowsOf<{ id: number }>(database.db, sql`SELECT classification_id AS id FROM product_search WHERE manufacturer_id = 1 GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`);
    const makers = (manufacturerIds: number[], classificationIds?: number[]): SearchMatch => ({ applianceIds: [], manufacturerIds, classificationIds, matchesAnything: true });
    let listed = 0;
    for (const match of [makers([1]), makers([1, 2]), makers([2, 1], [category!.id])]) {
      const ticked = [...(await firstGroup(text(['valve']))), ...(await firstGroup(text(['pump'])))].slice(0, 2);
      for (const groups of [ticked.slice(0, 1), ticked]) {
        for (const sample of [true, false]) expect(comparable(await indexed.aggregate(match, groups, { sample }))).toEqual(comparable(await repository.aggregate(match, groups, { sample })));
        for (const page of [relevance(), relevance({ skip: 3, take: 7 }), relevance({ broad: true, sampleOnly: true }), relevance({ broad: true, take: 300 })]) {
          const ids = await indexed.pageIds(match, groups, page);
          expect(ids, `${JSON.stringify(match)} ${JSON.stringify(groups)} ${JSON.stringify(page)}`).toEqual(await repository.pageIds(match, groups, page));
          listed += ids.length;
        }
      }
    }
    expect(listed).toBeGreaterThan(50);
    expect(asked).toEqual([]);
    expect(await indexed.pageIds(makers([1]), [], byName())).toEqual(await repository.pageIds(makers([1]), [], byName()));
    expect(asked).toEqual(['pageIds']);
  });
});

describe('browsing a category from memory', () => {
  const browse = (classificationIds: number[] | undefined, manufacturerIds: number[] = []): SearchMatch => ({ applianceIds: [], manufacturerIds, classificationIds, matchesAnything: true });
  const catalogue = (page: Partial<PageRequest> = {}): PageRequest => ({ ...relevance(), order: { kind: 'catalogue' }, ...page });
  const spiedReads = () => {
    const handed: SearchMatch[] = [];
    const spied: SearchRepository = { ...repository, keptPage: (match, ...rest) => (handed.push(match), repository.keptPage(match, ...rest)) };
    return { handed, reads: indexedSearchReads(spied, index, createTsQueryPrinter(repository.printTsQuery)) };
  };
  // Kept counts come in no particular order of values: compared as (value, count) pairs by value.
  const valuesSorted = (aggregate: Awaited<ReturnType<SearchReads['keptPage']>>['aggregate']) => ({
    ...comparable(aggregate),
    valueCounts: aggregate.valueCounts.map((block) => ({ gap: block.gap, pairs: Array.from(block.valueIds, (valueId, i) => [valueId, block.counts[i]]).sort((a, b) => a[0]! - b[0]!) })),
  });
  const largestCategories = async (count: number) =>
    (await rowsOf<{ id: number }>(database.db, sql`SELECT classification_id AS id FROM product_search WHERE classification_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT ${count}`)).map((row) => row.id);

  it('lists and counts a category, and a branch of several, as the kept counts do, without the statement', async () => {
    const { handed, reads: indexed } = spiedReads();
    for (const classificationIds of [await largestCategories(1), await largestCategories(3), []]) {
      for (const page of [catalogue(), catalogue({ skip: 5, take: 7 })]) {
        const listed = await indexed.keptPage(browse(classificationIds), page, cards);
        const kept = await repository.keptPage(browse(classificationIds), page, cards);
        expect(listed.ids).toEqual(kept.ids);
        expect(valuesSorted(listed.aggregate)).toEqual(valuesSorted(kept.aggregate));
        if (classificationIds.length > 0) expect(listed.ids.length).toBeGreaterThan(0);
      }
    }
    expect(handed).toEqual([]);
  });

  it('lists and counts a maker’s products, and several makers’, in Recommended order as the kept counts do, without the statement', async () => {
    const { handed, reads: indexed } = spiedReads();
    const makers = (await rowsOf<{ id: number }>(database.db, sql`SELECT manufacturer_id AS id FROM product_search WHERE manufacturer_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 3`)).map((row) => row.id);
    for (const manufacturerIds of [makers.slice(0, 1), makers.slice(1, 3), makers]) {
      for (const page of [relevance(), relevance({ skip: 5, take: 7 }), relevance({ skip: 30, take: 28 })]) {
        const listed = await indexed.keptPage(browse(undefined, manufacturerIds), page, cards);
        const kept = await repository.keptPage(browse(undefined, manufacturerIds), page, cards);
        expect(listed.ids).toEqual(kept.ids);
        expect(valuesSorted(listed.aggregate)).toEqual(valuesSorted(kept.aggregate));
        expect(listed.ids.length).toBeGreaterThan(0);
      }
    }
    expect(handed).toEqual([]);
  });

  it('leaves the whole catalogue, a maker inside a category and the name order to the statement', async () => {
    const { handed, reads: indexed } = spiedReads();
    const [category] = await largestCategories(1);
    const byName: PageRequest = { ...catalogue(), order: { kind: 'name', direction: 'ASC' } };
    const asked: [SearchMatch, PageRequest][] = [
      [browse(undefined), catalogue()],
      [browse([category!], [1]), catalogue()],
      [browse([category!], [1]), relevance()],
      [browse([category!]), byName],
      [browse(undefined, [1]), byName],
    ];
    for (const [match, page] of asked) expect((await indexed.keptPage(match, page, cards)).ids).toEqual((await repository.keptPage(match, page, cards)).ids);
    expect(handed).toHaveLength(asked.length);
  });
});
