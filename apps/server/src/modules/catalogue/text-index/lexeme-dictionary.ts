/**
 * The text index's words, sorted, in one string with an offset per word: a word's id is its rank. At full scale there
 * are 1.3 million lexemes (most of them part-number pieces); held as a Map of strings they took about 106 MB of the
 * JavaScript heap and 3.8 million objects that every major garbage collection walked. Here they are two objects, about
 * a fifth of the size, and a word is found by binary search (a query asks for a handful).
 */
export interface LexemeDictionary {
  readonly size: number;
  /** The id of exactly this lexeme, or -1. */
  idOf(lexeme: string): number;
  /** The ids of every lexeme that begins with `prefix` (itself included): one run of ranks. */
  idsStartingWith(prefix: string): { from: number; to: number };
  lexemeOf(id: number): string;
}

/**
 * Sorts `lexemes` (distinct) in code-unit order, the order the binary searches compare in; answers the dictionary
 * and, for each input position, the id (rank) its lexeme got.
 */
export function sortedLexemeDictionary(lexemes: readonly string[]): { dictionary: LexemeDictionary; idOfInput: Int32Array } {
  const order = lexemes.map((_, k) => k).sort((a, b) => (lexemes[a]! < lexemes[b]! ? -1 : lexemes[a]! > lexemes[b]! ? 1 : 0));
  const idOfInput = new Int32Array(lexemes.length);
  const starts = new Int32Array(lexemes.length + 1);
  for (let rank = 0; rank < order.length; rank++) {
    idOfInput[order[rank]!] = rank;
    starts[rank + 1] = starts[rank]! + lexemes[order[rank]!]!.length;
  }
  const text = order.map((k) => lexemes[k]!).join('');
  return { dictionary: dictionaryOf(text, starts), idOfInput };
}

function dictionaryOf(text: string, starts: Int32Array): LexemeDictionary {
  const size = starts.length - 1;

  /** The lexeme of rank `id` compared with `word`, in code units: < 0, 0 or > 0. */
  function compare(id: number, word: string): number {
    const start = starts[id]!;
    const length = starts[id + 1]! - start;
    const common = Math.min(length, word.length);
    for (let k = 0; k < common; k++) {
      const difference = text.charCodeAt(start + k) - word.charCodeAt(k);
      if (difference !== 0) return difference;
    }
    return length - word.length;
  }

  /** The first rank whose lexeme is not below `word`. */
  function firstAtLeast(word: string): number {
    let low = 0;
    let high = size;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(middle, word) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  const startsWith = (id: number, prefix: string) => starts[id + 1]! - starts[id]! >= prefix.length && text.startsWith(prefix, starts[id]!);

  return {
    size,
    idOf(lexeme) {
      const id = firstAtLeast(lexeme);
      return id < size && compare(id, lexeme) === 0 ? id : -1;
    },
    idsStartingWith(prefix) {
      const from = firstAtLeast(prefix);
      // Lexemes beginning with `prefix` sort together right after it; the run's end is found by binary search too.
      let low = from;
      let high = size;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (startsWith(middle, prefix)) low = middle + 1;
        else high = middle;
      }
      return { from, to: low };
    },
    lexemeOf: (id) => text.slice(starts[id]!, starts[id + 1]!),
  };
}
