import { useDeferredValue, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import { messages } from '@sparesfinder/contracts/messages';
import { SortSelect } from '../../../components/ui/sort-select';
import { useBreadcrumb } from '../api/get-breadcrumb';
import { useSearchProducts } from '../api/search-products';
import {
  clearFilters,
  isFilterSelected,
  pageCountOf,
  searchRequestOf,
  sortOptions,
  toggleFilter,
  withPage,
  withSort,
  writeSearchUrlState,
} from '../hooks/search-url-state';
import { useSearchUrlState } from '../hooks/use-search-url-state';
import { CategoryBreadcrumb } from './category-breadcrumb';
import { ChildCategories } from './child-categories';
import { FilterDrawer, filterDrawerId } from './filter-drawer';
import { FilterPanel } from './filter-panel';
import { ProductGrid } from './product-grid';

/**
 * spec 2 §2 /products: breadcrumb, child categories, filters, sort, results, pagination or the no-results text.
 * `hiddenCategoryIds`: categories not offered as buttons (the Spares parent for user group 4, spec 1 §6).
 */
export function ProductSearchResults({ noResults, hiddenCategoryIds }: { noResults: ReactNode; hiddenCategoryIds?: ReadonlySet<number> }) {
  const { state, update } = useSearchUrlState();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const search = useSearchProducts(searchRequestOf(state));
  const breadcrumb = useBreadcrumb(state.classificationId);
  const crumbs = state.classificationId ? (breadcrumb.data?.breadcrumb ?? []) : [];
  // The results render as a deferred (low-priority) render, which React slices and can interrupt, so a page of
  // product cards is not one long main-thread task (Lighthouse TBT on a phone). Until it is done the last results stay
  // on screen, dimmed (`stale`).
  const result = useDeferredValue(search.data);
  const stale = result !== search.data;
  const busy = stale || search.isPlaceholderData;
  const count = result?.count ?? 0;
  const heading = state.searchTerm
    ? `Results for “${state.searchTerm}”`
    : (crumbs.at(-1)?.classificationName ?? 'All Products');

  const goToPage = (page: number) => {
    update(withPage(state, page));
    window.scrollTo({ top: 0 });
  };

  const panel = result && (
    <FilterPanel
      filters={result.filters}
      isSelected={(attributeId, value) => isFilterSelected(state.filters, attributeId, value)}
      onToggle={(attributeId, value) => update(toggleFilter(state, attributeId, value))}
      onClear={() => update(clearFilters(state))}
      hasSelection={state.filters.length > 0}
    />
  );

  return (
    <>
      {state.classificationId && <CategoryBreadcrumb crumbs={crumbs} />}
      <Typography
        variant="h1"
        sx={{ mb: 1.5, wordBreak: 'break-word', fontSize: { xs: '1.5rem', sm: '1.875rem' } }}
      >
        {heading}
      </Typography>
      {result?.searchedInstead && state.searchTerm && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {result.searchedInstead.anyWord
            ? messages.search.searchedAnyWord(state.searchTerm, result.searchedInstead.term)
            : messages.search.searchedInstead(state.searchTerm, result.searchedInstead.term)}
        </Alert>
      )}
      <ChildCategories
        categories={(breadcrumb.data?.children ?? []).filter((child) => !hiddenCategoryIds?.has(child.classificationId))}
        counts={result?.counts.classifications ?? []}
        searchTerm={state.searchTerm}
      />
      {!result && !search.isError && (
        <Box
          role="status"
          aria-label="Loading products"
          sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}
        >
          <CircularProgress size={32} aria-hidden="true" />
        </Box>
      )}
      {search.isError && <Alert severity="error">{search.error.message}</Alert>}
      {result && count === 0 && state.filters.length === 0 && noResults}
      {result && (count > 0 || state.filters.length > 0) && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: '220px minmax(0, 1fr)',
              md: '240px minmax(0, 1fr)',
            },
            alignItems: 'start',
          }}
        >
          <Box
            component="aside"
            aria-label="Filters"
            sx={{ display: { xs: 'none', sm: 'block' }, position: 'sticky', top: 16 }}
          >
            {panel}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1.5,
                mb: 2,
              }}
            >
              <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
                {/* An estimate (decision 006) reads as one: "About 64,400 products … (Counts are approximate)". */}
                {result.counts.approximate && 'About '}
                {count.toLocaleString('en-GB')} {count === 1 ? 'product' : 'products'}
                {/* The products are for the term searched instead, when there was one (the notice above says why). */}
                {state.searchTerm && ` for “${result.searchedInstead?.term ?? state.searchTerm}”`}
                {result.counts.approximate && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {` (${messages.search.approximateCounts})`}
                  </Typography>
                )}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Button
                  variant="outlined"
                  startIcon={<TuneIcon />}
                  onClick={() => setDrawerOpen(true)}
                  aria-controls={filterDrawerId}
                  aria-expanded={drawerOpen}
                  sx={{ display: { xs: 'inline-flex', sm: 'none' }, bgcolor: 'background.paper' }}
                >
                  Filters{state.filters.length > 0 ? ` (${state.filters.length})` : ''}
                </Button>
                <SortSelect
                  options={sortOptions}
                  value={state.sort}
                  onChange={(sort) => update(withSort(state, sort))}
                />
              </Box>
            </Box>
            {count === 0 ? (
              <Typography sx={{ my: 4 }}>{messages.search.noResults}</Typography>
            ) : state.page > pageCountOf(count) ? (
              // issue #11 item 9: ?page=99 of a 3-page result says so and offers the last page, not an empty grid.
              <Alert severity="info" sx={{ my: 2 }}>
                There is no page {state.page} of these results: they end on page {pageCountOf(count)}.{' '}
                <RouterLink to={{ search: `?${writeSearchUrlState(withPage(state, pageCountOf(count)))}` }}>
                  Go to page {pageCountOf(count)}
                </RouterLink>
              </Alert>
            ) : (
              <Box
                // The previous page stays on screen, dimmed, until the new one arrives: say so to assistive tech too.
                aria-busy={busy}
                sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
              >
                <ProductGrid products={result.collection} />
              </Box>
            )}
            {pageCountOf(count) > 1 && (
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
                <Pagination
                  count={pageCountOf(count)}
                  page={state.page}
                  onChange={(_, page) => goToPage(page)}
                  color="primary"
                  shape="rounded"
                  siblingCount={1}
                />
              </Box>
            )}
          </Box>
          <FilterDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} resultCount={count}>
            {panel}
          </FilterDrawer>
        </Box>
      )}
    </>
  );
}
