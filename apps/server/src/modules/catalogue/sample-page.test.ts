import { describe, expect, it } from 'vitest';
import { exactMatchLimit, isTooBroadToCount, pageLiesInSample } from '@sparesfinder/domain/catalogue/ranking';
import { samplePageThresholds } from './sample-page';

describe('the sampled statement\'s page thresholds', () => {
  it('samplePageThresholds: a sample reaching both, and only then, is too broad and holds the page', () => {
    for (const [skip, take, limit] of [[0, 28, exactMatchLimit], [0, 28, 16], [3_976, 28, exactMatchLimit], [56, 28, 32], [0, 1, 0]] as const) {
      const least = samplePageThresholds(skip, take, limit);
      const around = (n: number) => [0, n - 2, n - 1, n, n + 1, n + 1_000].filter((x) => x >= 0);
      for (const candidates of around(least.candidates)) {
        for (const matches of around(least.matches).filter((m) => m <= candidates)) {
          expect(candidates >= least.candidates && matches >= least.matches, `${skip}+${take}, limit ${limit}: ${candidates} / ${matches}`).toBe(
            isTooBroadToCount(candidates, limit) && pageLiesInSample(skip, take, matches),
          );
        }
      }
    }
    expect(samplePageThresholds(0, 28)).toEqual({ candidates: 626, matches: 28 });
  });

});
