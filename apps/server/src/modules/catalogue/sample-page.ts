import { exactMatchLimit, searchSampleModulus } from '@sparesfinder/domain/catalogue/ranking';

/**
 * The least a sample must hold for its page to be the one shown: `candidates` (rows read) to be too broad to count
 * (isTooBroadToCount) and `matches` (rows passing every filter) for the page to lie in it (pageLiesInSample). The
 * sampled statement (search-sql.ts sampledCountsQuery) can then decide in SQL, before reading the page, whether to
 * read it: both at least these ⇔ both hold. It serves that one statement, so it lives beside it, not in the domain.
 */
export function samplePageThresholds(skip: number, take: number, limit = exactMatchLimit): { candidates: number; matches: number } {
  return { candidates: Math.floor(limit / searchSampleModulus) + 1, matches: skip + take };
}

