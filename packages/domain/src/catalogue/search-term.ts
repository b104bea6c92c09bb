/**
 * How a typed search term is read (modules/catalogue README "Search"). Pure: the server builds SQL parameters from
 * the result, the tests pin the rules.
 */

/** Same rule as the generated products.mpn_normalised column: lower case, letters and digits only. */
export const normalisePartNumber = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * Words for full-text search: lower case, at most 8 (a longer phrase adds nothing). Letters/digits runs, except that
 * a size keeps its slash or decimal point ('80/125mm', '2.5mm', '1/2"' → '1/2'), as the catalogue's text index reads
 * them (one token each).
 */
export function searchWords(term: string): string[] {
  return (term.toLowerCase().match(/\d+(?:[./]\d+)+[a-z]*|[a-z0-9]+/g) ?? []).slice(0, 8);
}

/**
 * A size or quantity as traders type it ('15mm', '800mm', '80/125mm', '2.5mm', '30kw', '210l', '3/4"'): a word to
 * search for, never a part number. A bare number of up to three digits beside other words ('valve 3') is one too.
 */
export function isSize(token: string, besideOtherWords: boolean): boolean {
  const word = token.toLowerCase();
  if (/^\d+(?:[./]\d+)*(?:mm|cm|m|kw|w|v|l|ml|a|ah|ma|ft|bar|g|kg|in|"|')$/.test(word)) return true;
  return besideOtherWords && /^\d{1,3}$/.test(word);
}

/**
 * English stop words as PostgreSQL's 'english' configuration drops them: a term made of them alone ('with') finds
 * nothing instead of falling back to the typo search over the whole catalogue.
 */
export const stopWords: ReadonlySet<string> = new Set(
  ('a about above after again against all am an and any are as at be because been before being below between both but by can did do does doing ' +
    'down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just ' +
    'me more most my myself no nor not now of off on once only or other our ours ourselves out over own s same she should so some such t than ' +
    'that the their theirs them themselves then there these they this those through to too under until up very was we were what when where ' +
    'which while who whom why will with you your yours yourself yourselves').split(' '),
);

/** The words that count for full text: stop words left out. */
export const meaningfulWords = (words: readonly string[]) => words.filter((word) => !stopWords.has(word));

/** Every word of a text as search words see it: letters/digits runs, lower case ('Combi-30i' → combi, 30i). */
export function nameWords(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/**
 * Whether the term can name an appliance ('caldera combi 30i'): two or more words separated by spaces. A single
 * token such as 'CAL-87161' is a part number, not a name, so it costs no appliance lookup.
 */
export function mayNameAppliance(term: string): boolean {
  return term.trim().split(/\s+/).filter((word) => /[a-z0-9]/i.test(word)).length >= 2;
}

/**
 * A GC (Gas Council) number: 7 digits, typed with or without dashes/spaces ('47-999-01', '47 999 01').
 * spec 3 §5: dashes and spaces are excluded when matching.
 */
export function gcNumberOf(term: string): string | undefined {
  const compact = term.replace(/[\s-]+/g, '');
  return /^\d{7}$/.test(compact) ? compact : undefined;
}

/**
 * A term worth trying as a part number: one token once dashes/spaces go, at least 3 characters, with a digit
 * ('87161', 'CAL-87161', 'cal 87161'). Plain words ('valve') are left to full text.
 */
export function partNumberOf(term: string): string | undefined {
  const normalised = normalisePartNumber(term);
  if (normalised.length < 3 || normalised.length > 60 || !/\d/.test(normalised)) return undefined;
  const tokens = term.trim().split(/\s+/);
  if (tokens.length > 2) return undefined;
  // Sizes are words ('15mm', 'radiator 1800mm', 'valve 3'): reading them as part numbers found nothing and cost a
  // capped exact count before the real search (issue #13).
  const withDigits = tokens.filter((token) => /\d/.test(token));
  if (withDigits.every((token) => isSize(token.replace(/[^a-z0-9./"']/gi, ''), tokens.length > 1))) return undefined;
  return normalised;
}

export interface NamedId {
  id: number;
  name: string;
}

/**
 * Manufacturer names inside the term become a manufacturer filter ('caldera diverter valve' = Caldera's products
 * matching 'diverter valve'), because product descriptions do not repeat the maker. Longest names match first;
 * a name must appear as consecutive whole words.
 */
export function splitManufacturers(words: readonly string[], manufacturers: readonly ManufacturerWords[]): { manufacturerIds: number[]; words: string[] } {
  const remaining = [...words];
  const manufacturerIds: number[] = [];
  for (const candidate of manufacturers) {
    const at = indexOfRun(remaining, candidate.words);
    if (at < 0) continue;
    remaining.splice(at, candidate.words.length);
    manufacturerIds.push(candidate.id);
  }
  return { manufacturerIds, words: remaining };
}

/** A manufacturer's name as search words. */
export interface ManufacturerWords {
  id: number;
  words: string[];
}

/** The manufacturers as splitManufacturers reads them, prepared once per list: longest names first, so a two-word name wins over a one-word name inside it. */
export function manufacturerWords(manufacturers: readonly NamedId[]): ManufacturerWords[] {
  return manufacturers
    .map((m) => ({ id: m.id, words: searchWords(m.name) }))
    .filter((m) => m.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
}

/**
 * The category a term names as the menu spells it ('Thermostatic Radiator Valves', 'isolating valves'): its words,
 * '&', 'and' and case aside, are exactly the category's. Descriptions rarely repeat a category's name (a TRV's says 'TRV'),
 * so such a term searches that category instead of its words (issue #13).
 */
export function categoryNamed(categories: readonly NamedId[], term: string): number | undefined {
  const wanted = categoryWords(term);
  if (wanted.length === 0) return undefined;
  let byWords = categoriesByWords.get(categories);
  if (!byWords) {
    byWords = new Map();
    for (const category of categories) {
      const words = categoryWords(category.name);
      if (!byWords.has(words)) byWords.set(words, category.id);
    }
    categoriesByWords.set(categories, byWords);
  }
  return byWords.get(wanted);
}

const categoryWords = (text: string) => meaningfulWords(nameWords(text)).join(' ');
/** Each category list's names as words, built once per list (callers keep one list per catalogue version): every search asks. */
const categoriesByWords = new WeakMap<readonly NamedId[], Map<string, number>>();

function indexOfRun(words: readonly string[], run: readonly string[]): number {
  // Plain loops: every search tries every maker's name, and a closure per try was most of what the search allocated
  // before its first query (issue #13).
  for (let i = 0; i + run.length <= words.length; i++) {
    let j = 0;
    while (j < run.length && words[i + j] === run[j]) j++;
    if (j === run.length) return i;
  }
  return -1;
}

/**
 * The term a search ran on instead of the one typed (its words corrected against the catalogue's vocabulary), as
 * the trader typed it otherwise: the search words (searchWords) with each corrected word put in place of the word it
 * corrects, maker names and sizes left as they were ('Worcester thermostst' → 'worcester thermostat').
 */
export function termSearchedInstead(typed: string, typedWords: readonly string[], searchedWords: readonly string[]): string {
  const words = searchWords(typed);
  let from = 0;
  typedWords.forEach((word, i) => {
    const at = words.indexOf(word, from);
    if (at < 0) return;
    words[at] = searchedWords[i] ?? word;
    from = at + 1;
  });
  return words.join(' ');
}

/**
 * Edits between two words: insertions, deletions, substitutions and swaps of neighbours (optimal string alignment),
 * the mistakes a trader's thumbs make ('pmup', 'isolatng', 'thermostatt').
 */
export function editDistance(a: string, b: string): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Whether a vocabulary word may stand in for a word typed: a slip of a key or two (one edit up to 4 letters, two up
 * to 8, three beyond), not a different word that merely looks alike. Trigram similarity alone took 'thermocouple'
 * for 'thermostat', a different part a trader could then order by mistake.
 */
export function mayCorrectTo(typed: string, word: string): boolean {
  const allowed = typed.length <= 4 ? 1 : typed.length <= 8 ? 2 : 3;
  return editDistance(typed, word) <= allowed;
}
