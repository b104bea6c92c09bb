/**
 * The catalogue's vocabulary (the server's search_words table: every word of the product names, with how many names
 * hold it) and how the last word of a search is read against it. Pure: the server builds the full-text query
 * from it as one value, so the statement's plan sees the real query (a query assembled inside the statement from a
 * sub-select left the planner guessing: 'RAD-1' read the whole sample, 0.9 s, issue #13) and no statement reads the
 * vocabulary again.
 */

export interface VocabularyWord {
  word: string;
  /** How many product names hold the word. */
  documents: number;
}

export interface Vocabulary {
  has(word: string): boolean;
  /** The words, commonest first (then alphabetical), each once. */
  readonly commonestFirst: readonly string[];
  /**
   * The words one slip of the keys from `typed` (a letter left out, added, wrong, or two neighbours swapped: one
   * edit of search-term.ts editDistance), commonest first; never `typed` itself.
   */
  oneSlipFrom(typed: string): string[];
}

export function vocabularyOf(words: readonly VocabularyWord[]): Vocabulary {
  const sorted = [...words].sort((a, b) => b.documents - a.documents || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  const rank = new Map<string, number>();
  for (const { word } of sorted) if (!rank.has(word)) rank.set(word, rank.size);
  // A slip types a character some word holds: the variants tried are edits with those characters alone.
  const characters = [...new Set(sorted.flatMap((entry) => [...entry.word]))];
  return {
    has: (word) => rank.has(word),
    commonestFirst: [...rank.keys()],
    oneSlipFrom(typed) {
      const found = new Set<string>();
      const consider = (variant: string) => {
        if (variant !== typed && rank.has(variant)) found.add(variant);
      };
      for (let i = 0; i <= typed.length; i++) {
        const before = typed.slice(0, i);
        for (const character of characters) consider(before + character + typed.slice(i));
        if (i === typed.length) break;
        const after = typed.slice(i + 1);
        consider(before + after);
        for (const character of characters) consider(before + character + after);
        if (i + 1 < typed.length) consider(before + typed[i + 1] + typed[i] + typed.slice(i + 2));
      }
      return [...found].sort((a, b) => rank.get(a)! - rank.get(b)!);
    },
  };
}

/** Vocabulary words completing the last word, at most this many, commonest first. */
export const completionLimit = 16;

export interface LastWordReading {
  /** Autocomplete: the word is still being typed, so every last word is completed, whole or not. */
  typing?: boolean;
  /** Complete the last word even when it is a whole word: a misspelling's correction ('heatr' → 'heat') is a guess at a word's beginning as much as at the word. */
  completeLastWord?: boolean;
}

/** A word as a quoted to_tsquery operand (what PostgreSQL's quote_literal gave, for the words a name can hold). */
const quoted = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The to_tsquery text of a search's words (undefined without words): every word, the last one read against the
 * vocabulary. The stemmed index holds 'radiat' for 'radiator', so the prefix 'radiato' alone finds nothing, and it
 * holds '80/125mm' as one word, so '125mm' alone missed every 80/125mm flue (issue #13). So the last word:
 * - is also any size it is the end of ('125mm' → '80/125mm');
 * - a word the vocabulary has ('valve', 'cap') is that word: a submitted search for 'cap' is not a search for every
 *   'capacitor' and 'capillary' (a rare word completed to common ones read thousands of rows);
 * - otherwise is any of the 16 commonest vocabulary words it begins ('radiato' → radiator), or, with none, a prefix
 *   ('radiato:*'); one of 1-2 characters is then that word alone, never a prefix: '2:*' ORed every indexed token
 *   beginning with '2', stock codes included ('kit 2': 82-326 ms at full scale).
 * `typing` completes every last word and reads one of 1-2 characters as a plain prefix ('diverter va').
 * A prefix arm ('valv:*') ORs every indexed word that begins with it, hundreds of thousands of postings the text
 * index cannot skip through as it does through an AND of words, so a completion is named instead whenever one exists.
 */
export function textTsQuery(words: readonly string[], vocabulary: Vocabulary, reading: LastWordReading = {}): string | undefined {
  const last = words.at(-1);
  if (last === undefined) return undefined;
  const rest = words.slice(0, -1);
  if (last.length < 3 && reading.typing) return [...rest, `${last}:*`].join(' & ');
  const whole = !reading.typing && !reading.completeLastWord && vocabulary.has(last);
  const completions: string[] = [];
  const sizeEnd = `/${last}`;
  for (const word of vocabulary.commonestFirst) {
    if (completions.length === completionLimit) break;
    if ((!whole && word.startsWith(last)) || word.includes(sizeEnd)) completions.push(word);
  }
  const alone = last.length < 3 || whole ? quoted(last) : `${last}:*`;
  const lastWord = completions.length > 0 ? [last, ...completions].map(quoted).join(' | ') : alone;
  return [...rest, `(${lastWord})`].join(' & ');
}
