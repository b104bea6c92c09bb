import { nameWords } from './search-term';

/**
 * Appliances by the words of their names ('Caldera Combi 30i' → caldera, combi, 30i), for matching a typed term
 * against every appliance without asking the database (modules/catalogue/README.md "Search"). Built once per
 * catalogue version; at full scale 40,000 names take about a megabyte.
 */
export interface ApplianceNameIndex {
  /** Each word's appliance ids, ascending. */
  idsByWord: ReadonlyMap<string, readonly number[]>;
}

export function applianceNameIndex(appliances: readonly { id: number; name: string }[]): ApplianceNameIndex {
  const idsByWord = new Map<string, number[]>();
  const byId = [...appliances].sort((a, b) => a.id - b.id);
  for (const appliance of byId) {
    for (const word of new Set(nameWords(appliance.name))) {
      const ids = idsByWord.get(word);
      if (ids) ids.push(appliance.id);
      else idsByWord.set(word, [appliance.id]);
    }
  }
  return { idsByWord };
}

/** How many appliances a term may name: a vague term ('combi boiler') stays a handful of appliances. */
export const applianceNameLimit = 20;

/**
 * The appliances whose name holds every one of `words` (search words of the term, two or more), lowest ids first,
 * at most `limit`. One word names no appliance: it is a part number or a plain word, searched as such.
 */
export function appliancesNamed(index: ApplianceNameIndex, words: readonly string[], limit = applianceNameLimit): number[] {
  if (words.length < 2) return [];
  const lists: (readonly number[])[] = [];
  for (const word of new Set(words)) {
    const ids = index.idsByWord.get(word);
    if (!ids) return [];
    lists.push(ids);
  }
  // Walk the shortest list, probing the others (each ascending) with a moving cursor.
  lists.sort((a, b) => a.length - b.length);
  const [shortest, ...others] = lists as [readonly number[], ...(readonly number[])[]];
  const cursors = others.map(() => 0);
  const named: number[] = [];
  for (const id of shortest) {
    const inAll = others.every((list, i) => {
      let at = cursors[i]!;
      while (at < list.length && list[at]! < id) at++;
      cursors[i] = at;
      return list[at] === id;
    });
    if (inAll) {
      named.push(id);
      if (named.length === limit) break;
    }
  }
  return named;
}
