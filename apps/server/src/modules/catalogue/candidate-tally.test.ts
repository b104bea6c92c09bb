import { describe, expect, it } from 'vitest';
import { tallyCandidates, type CandidateLists } from './candidate-tally';

interface Candidate {
  classificationId: number | null;
  gap: number | null;
  valueIds: number[];
}

/** The lists as search-sql.ts candidateLists prints them. */
function listsOf(candidates: Candidate[], ticked: boolean): CandidateLists {
  return {
    count: candidates.length,
    classificationIds: candidates.length === 0 ? null : candidates.map((c) => c.classificationId ?? -1).join(','),
    gaps: !ticked || candidates.length === 0 ? null : candidates.map((c) => c.gap ?? -1).join(','),
    valueLists: candidates.length === 0 ? null : candidates.map((c) => `{${c.valueIds.join(',')}}`).join(''),
  };
}

/** The GROUP BY the tally replaced: per classification (passing products only) and per value id and gap. */
function reference(candidates: Candidate[]) {
  const perClassification = new Map<number | null, number>();
  const perValue = new Map<string, number>();
  for (const c of candidates) {
    if (c.gap === null) perClassification.set(c.classificationId, (perClassification.get(c.classificationId) ?? 0) + 1);
    for (const v of c.valueIds) perValue.set(`${c.gap}:${v}`, (perValue.get(`${c.gap}:${v}`) ?? 0) + 1);
  }
  return { perClassification, perValue };
}

function flattened(tally: ReturnType<typeof tallyCandidates>) {
  const perClassification = new Map(tally.perClassification.map((row) => [row.classificationId, row.count]));
  const perValue = new Map<string, number>();
  for (const block of tally.valueCounts) {
    for (let i = 0; i < block.valueIds.length; i++) perValue.set(`${block.gap}:${block.valueIds[i]}`, block.counts[i]!);
  }
  return { perClassification, perValue };
}

describe('tallyCandidates', () => {
  it('counts passing products per classification and every value per gap', () => {
    const candidates: Candidate[] = [
      { classificationId: 4, gap: null, valueIds: [10, 11] },
      { classificationId: 4, gap: null, valueIds: [11] },
      { classificationId: null, gap: null, valueIds: [] },
      { classificationId: 7, gap: 3, valueIds: [10, 12] },
    ];
    const tally = tallyCandidates(listsOf(candidates, true));
    expect(tally.candidates).toBe(4);
    expect(tally.perClassification).toEqual([
      { classificationId: null, count: 1 },
      { classificationId: 4, count: 2 },
    ]);
    expect(tally.valueCounts.map((b) => ({ gap: b.gap, valueIds: Array.from(b.valueIds), counts: Array.from(b.counts) }))).toEqual([
      { gap: null, valueIds: [10, 11], counts: [1, 2] },
      { gap: 3, valueIds: [10, 12], counts: [1, 1] },
    ]);
  });

  it('reads no candidates (the aggregates print null) as nothing counted', () => {
    const tally = tallyCandidates({ count: 0, classificationIds: null, gaps: null, valueLists: null });
    expect(tally).toEqual({ perClassification: [], valueCounts: [], candidates: 0 });
  });

  it('matches the GROUP BY it replaced on thousands of random candidates, with and without ticked groups', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (const ticked of [false, true]) {
      const candidates: Candidate[] = Array.from({ length: 5_000 }, () => ({
        classificationId: random(10) === 0 ? null : 1 + random(300),
        gap: ticked && random(4) === 0 ? 1 + random(3) : null,
        // Ids past the first array's size make it grow; 'Fits appliance' values run to tens of thousands.
        valueIds: Array.from({ length: random(8) }, () => 1 + random(60_000)),
      }));
      expect(flattened(tallyCandidates(listsOf(candidates, ticked)))).toEqual(reference(candidates));
    }
  });

  it('refuses lists that do not pair up or are not printed arrays, rather than miscounting', () => {
    const good = listsOf([{ classificationId: 1, gap: null, valueIds: [5, 6] }, { classificationId: 2, gap: null, valueIds: [] }], false);
    const broken: Partial<CandidateLists>[] = [
      { count: 3 },
      { classificationIds: '1' },
      { gaps: '-1' },
      { valueLists: '{5,6}' },
      { valueLists: '{5,6}{}{}' },
      { valueLists: '{5,,6}{}' },
      { valueLists: '{5,6,}{}' },
      { valueLists: '{,5}{}' },
      { valueLists: '{5 6}{}' },
      { valueLists: '{-5}{}' },
      { valueLists: '{5,6}{' },
      { valueLists: '5,6}{}' },
      { valueLists: '{5,6}{}x' },
      { valueLists: '{12345678901}{}' },
      { classificationIds: '1,-2' },
    ];
    for (const change of broken) expect(() => tallyCandidates({ ...good, ...change }), JSON.stringify(change)).toThrow(/search counts/);
    // Nothing a refused list had counted before it failed is left for the next tally (the counts are kept between them).
    const after = tallyCandidates(good);
    expect(after.candidates).toBe(2);
    expect(after.valueCounts.map((b) => ({ gap: b.gap, valueIds: Array.from(b.valueIds), counts: Array.from(b.counts) }))).toEqual([{ gap: null, valueIds: [5, 6], counts: [1, 1] }]);
  });

  it('counts each tally from zero, however many came before it', () => {
    const lists = listsOf([{ classificationId: 1, gap: null, valueIds: [9, 70_000] }, { classificationId: 1, gap: 2, valueIds: [9] }], true);
    const blocks = () => tallyCandidates(lists).valueCounts.map((b) => ({ gap: b.gap, valueIds: Array.from(b.valueIds), counts: Array.from(b.counts) }));
    const first = blocks();
    expect(first).toEqual([
      { gap: null, valueIds: [9, 70_000], counts: [1, 1] },
      { gap: 2, valueIds: [9], counts: [1] },
    ]);
    expect(blocks()).toEqual(first);
  });
});
