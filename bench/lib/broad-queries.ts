import type pg from 'pg';

/**
 * The broad query set (TARGETS.md, issue #13): what traders actually type, drawn from the catalogue with a fixed seed
 * and stratified by kind, so every search target is judged on ≥ 600 searches, 50 ticked filters and 200
 * autocomplete prefixes instead of a few hand-picked terms. Pure (broadQuerySet) over what readQuerySources reads.
 */

export type SearchKind =
  | 'word (by frequency)'
  | 'word (uniform)'
  | 'rare word'
  | 'very common word'
  | 'two words'
  | 'three words'
  | 'maker'
  | 'maker + part'
  | 'part type'
  | 'category name'
  | 'MPN prefix'
  | 'full MPN'
  | 'GC number'
  | 'appliance name'
  | 'misspelling'
  | 'word with digits or size'
  | 'ticked filter';

export type PrefixKind = 'word prefix' | 'stem' | 'prefix typo' | 'two-word prefix' | 'maker prefix' | 'MPN prefix';

export interface BroadSearch {
  kind: SearchKind;
  searchTerm: string;
  attributes?: { attributeId: number; value: string }[];
}

export interface BroadPrefix {
  kind: PrefixKind;
  term: string;
}

/** What the set is drawn from (readQuerySources reads it from a seeded database; the tests pass a small fixture). */
export interface QuerySources {
  /** Descriptions of a fixed sample of products, with their maker name (null for none). */
  products: { description: string; maker: string | null; mpn: string }[];
  categoryNames: string[];
  partTypeNames: string[];
  gcNumbers: string[];
  applianceNames: string[];
  /** Attribute values of sampled products, with a word of the product's description to search with. */
  filters: { word: string; attributeId: number; value: string }[];
}

/** How many of each kind (≥ 600 searches; ticked filters and prefixes counted separately). */
export const searchQuota: Record<Exclude<SearchKind, 'ticked filter'>, number> = {
  'word (by frequency)': 60,
  'word (uniform)': 50,
  'rare word': 30,
  'very common word': 30,
  'two words': 50,
  'three words': 40,
  maker: 30,
  'maker + part': 40,
  'part type': 40,
  'category name': 40,
  'MPN prefix': 40,
  'full MPN': 40,
  'GC number': 40,
  'appliance name': 40,
  misspelling: 50,
  'word with digits or size': 50,
};
export const filterQuota = 50;
export const prefixQuota: Record<PrefixKind, number> = {
  'word prefix': 70,
  stem: 40,
  'prefix typo': 30,
  'two-word prefix': 25,
  'maker prefix': 15,
  'MPN prefix': 20,
};

export const broadQuerySeed = 20261123;

/** mulberry32: a small seeded generator, so the set is the same on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('nothing to pick from');
      return items[Math.floor(next() * items.length)]!;
    },
  };
}

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9/]+/g) ?? [];
const isPlainWord = (word: string) => /^[a-z]{3,}$/.test(word);
const hasDigit = (word: string) => /\d/.test(word) && /[a-z]/.test(word) || /^\d{1,4}$/.test(word);

/** One typo a trader makes: a letter dropped, doubled, swapped with the next, or replaced by its neighbour vowel. */
export function misspell(word: string, random: ReturnType<typeof seededRandom>): string {
  if (word.length < 4) return word;
  const at = 1 + random.int(word.length - 2);
  switch (random.int(4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 2:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    default: {
      const vowels = 'aeiou';
      const index = [...word].findIndex((c, i) => i >= at && vowels.includes(c));
      if (index < 0) return word.slice(0, at) + word.slice(at + 1);
      return word.slice(0, index) + vowels[(vowels.indexOf(word[index]!) + 1) % 5] + word.slice(index + 1);
    }
  }
}

/** A distinct selection: draws until `count` distinct values or too many tries. */
function drawDistinct(count: number, draw: () => string | undefined): string[] {
  const seen = new Set<string>();
  for (let tries = 0; seen.size < count && tries < count * 50; tries++) {
    const value = draw();
    if (value && value.trim().length > 0) seen.add(value);
  }
  return [...seen];
}

export function broadQuerySet(sources: QuerySources, seed = broadQuerySeed): { searches: BroadSearch[]; prefixes: BroadPrefix[] } {
  const random = seededRandom(seed);
  const frequency = new Map<string, number>();
  const descriptionWords = sources.products.map((p) => wordsOf(p.description));
  for (const words of descriptionWords) for (const word of new Set(words)) if (isPlainWord(word)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const byFrequency = [...frequency.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const vocabulary = byFrequency.map(([word]) => word);
  const weighted = descriptionWords.flat().filter(isPlainWord);
  const common = vocabulary.slice(0, Math.max(5, Math.round(vocabulary.length * 0.02)));
  const rare = byFrequency.filter(([, n]) => n <= 2).map(([word]) => word);
  const rareWords = rare.length > 0 ? rare : vocabulary.slice(-20);
  const digitWords = [...new Set(descriptionWords.flat().filter(hasDigit))];
  const makers = [...new Set(sources.products.flatMap((p) => (p.maker ? [p.maker] : [])))];
  const makerProducts = sources.products.filter((p) => p.maker);
  const consecutive = (n: number) => () => {
    const words = random.pick(descriptionWords).filter((w) => isPlainWord(w) || hasDigit(w));
    if (words.length < n) return undefined;
    const at = random.int(words.length - n + 1);
    return words.slice(at, at + n).join(' ');
  };

  const draws: Record<Exclude<SearchKind, 'ticked filter'>, () => string | undefined> = {
    'word (by frequency)': () => random.pick(weighted),
    'word (uniform)': () => random.pick(vocabulary),
    'rare word': () => random.pick(rareWords),
    'very common word': () => random.pick(common),
    'two words': consecutive(2),
    'three words': consecutive(3),
    maker: () => random.pick(makers),
    'maker + part': () => {
      const product = random.pick(makerProducts);
      const words = wordsOf(product.description).filter(isPlainWord);
      if (words.length === 0) return undefined;
      const at = random.int(words.length);
      return `${product.maker} ${words.slice(at, at + 1 + random.int(2)).join(' ')}`;
    },
    'part type': () => random.pick(sources.partTypeNames),
    'category name': () => random.pick(sources.categoryNames),
    'MPN prefix': () => {
      const mpn = random.pick(sources.products).mpn;
      return mpn.slice(0, Math.min(mpn.length, 4 + random.int(3)));
    },
    'full MPN': () => random.pick(sources.products).mpn,
    'GC number': () => {
      const gc = random.pick(sources.gcNumbers);
      // Typed as printed on the data badge about a third of the time: 47-999-01.
      return random.int(3) === 0 && gc.length === 7 ? `${gc.slice(0, 2)}-${gc.slice(2, 5)}-${gc.slice(5)}` : gc;
    },
    'appliance name': () => random.pick(sources.applianceNames),
    misspelling: () => {
      const words = consecutive(1 + random.int(2))();
      if (!words) return undefined;
      const parts = words.split(' ');
      const at = parts.findIndex((w) => isPlainWord(w) && w.length >= 5);
      if (at < 0) return undefined;
      parts[at] = misspell(parts[at]!, random);
      return parts.join(' ');
    },
    'word with digits or size': () => {
      const size = random.pick(digitWords);
      if (!size) return undefined;
      return random.int(2) === 0 ? size : `${random.pick(common)} ${size}`;
    },
  };

  const searches: BroadSearch[] = [];
  for (const [kind, count] of Object.entries(searchQuota) as [Exclude<SearchKind, 'ticked filter'>, number][]) {
    for (const searchTerm of drawDistinct(count, draws[kind])) searches.push({ kind, searchTerm });
  }
  const filters = new Map<string, BroadSearch>();
  for (let tries = 0; filters.size < filterQuota && tries < filterQuota * 50 && sources.filters.length > 0; tries++) {
    const f = random.pick(sources.filters);
    filters.set(`${f.word}|${f.attributeId}|${f.value}`, { kind: 'ticked filter', searchTerm: f.word, attributes: [{ attributeId: f.attributeId, value: f.value }] });
  }
  searches.push(...filters.values());

  const longWords = vocabulary.filter((w) => w.length >= 6);
  const prefixDraws: Record<PrefixKind, () => string | undefined> = {
    'word prefix': () => {
      const word = random.pick(weighted);
      return word.slice(0, Math.min(word.length, 3 + random.int(5)));
    },
    // A word typed up to its stem or just short of its end: 'radiato', 'sensi', 'harn'.
    stem: () => {
      const word = random.pick(longWords);
      return word.slice(0, word.length - 1 - random.int(Math.min(3, word.length - 4)));
    },
    'prefix typo': () => {
      const word = random.pick(longWords);
      return misspell(word, random).slice(0, Math.max(4, word.length - random.int(3)));
    },
    'two-word prefix': () => {
      const words = consecutive(2)();
      if (!words) return undefined;
      return words.slice(0, words.length - random.int(Math.min(3, words.length - 4)));
    },
    'maker prefix': () => {
      const maker = random.pick(makers).toLowerCase();
      return maker.slice(0, Math.max(3, Math.min(maker.length, 3 + random.int(4))));
    },
    'MPN prefix': () => {
      const mpn = random.pick(sources.products).mpn;
      return mpn.slice(0, Math.min(mpn.length, 4 + random.int(4)));
    },
  };
  const prefixes: BroadPrefix[] = [];
  for (const [kind, count] of Object.entries(prefixQuota) as [PrefixKind, number][]) {
    for (const term of drawDistinct(count, prefixDraws[kind])) if (term.length >= 3) prefixes.push({ kind, term });
  }
  return { searches, prefixes };
}

/**
 * Reads the sources from a seeded database: a fixed slice of the products (every 97th, so the same rows on every
 * run of the same world), category and part-type names, GC numbers, appliance names and attribute values.
 */
export async function readQuerySources(pool: pg.Pool, sampleSize = 20_000): Promise<QuerySources> {
  const rows = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => pool.query<T>(text, values).then((r) => r.rows);
  const products = await rows<{ description: string; maker: string | null; mpn: string }>(
    `SELECT p.description, m.name AS maker, p.mpn FROM products p LEFT JOIN manufacturers m ON m.id = p.manufacturer_id
      WHERE p.id % 97 = 3 ORDER BY p.id LIMIT $1`,
    [sampleSize],
  );
  const categoryNames = (await rows<{ name: string }>(`SELECT DISTINCT name FROM classifications ORDER BY name`)).map((r) => r.name);
  const partTypeNames = (await rows<{ name: string }>(`SELECT DISTINCT name FROM part_types ORDER BY name`)).map((r) => r.name);
  const gcNumbers = (await rows<{ gc: string }>(`SELECT gc_number AS gc FROM appliances WHERE id % 41 = 5 ORDER BY id LIMIT 2000`)).map((r) => r.gc);
  const applianceNames = (await rows<{ name: string }>(`SELECT DISTINCT name FROM appliances WHERE id % 41 = 7 ORDER BY name LIMIT 2000`)).map((r) => r.name);
  const filterRows = await rows<{ description: string; attributeId: number; value: string }>(
    `SELECT p.description, pa.attribute_id AS "attributeId", pa.value FROM product_attributes pa JOIN products p ON p.id = pa.product_id
      WHERE pa.product_id % 389 = 11 ORDER BY pa.product_id, pa.attribute_id LIMIT 5000`,
  );
  const filters = filterRows.flatMap((r) => {
    const word = wordsOf(r.description).find(isPlainWord);
    return word ? [{ word, attributeId: r.attributeId, value: r.value }] : [];
  });
  return { products, categoryNames, partTypeNames, gcNumbers, applianceNames, filters };
}
