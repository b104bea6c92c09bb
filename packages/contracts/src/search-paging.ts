/**
 * spec 2 §9: search page size 28; other lists default to 10. In a file of its own, without zod, because the header's
 * search box reads the results page's address (search-url-state.ts) in the first JavaScript: importing it from
 * catalogue.ts put zod and the whole message catalogue in the entry (+32 kB gzip, bench/results/web.md).
 */
export const searchPageSize = 28;
