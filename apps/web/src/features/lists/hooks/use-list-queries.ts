import { useLikedProducts } from '../api/search-liked-products';
import { useRecentlyOrderedLines } from '../api/recently-ordered-lines';
import { useRequestedProducts } from '../api/search-requested-products';
import { useListState, type ListSortOption } from './use-list-state';

export function useSearchLikedProductsList(
  sortOptions: readonly ListSortOption<'Description' | 'CreatedOn'>[],
) {
  const state = useListState(sortOptions);
  return { state, query: useLikedProducts(state.request) };
}

export function useRecentlyOrderedList(sortOptions: readonly ListSortOption<'OrderDate' | 'Description'>[]) {
  const state = useListState(sortOptions);
  return { state, query: useRecentlyOrderedLines(state.request) };
}

export function useRequestedProductsList(
  sortOptions: readonly ListSortOption<'CreatedOn' | 'Description'>[],
) {
  const state = useListState(sortOptions);
  return { state, query: useRequestedProducts(state.request) };
}
