import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { UseQueryResult } from '@tanstack/react-query';
import type { useListState } from '../hooks/use-list-state';
import { ListControls } from './list-controls';
import { ListPagination } from './list-pagination';
import { ListStatus } from './list-status';

interface ListFrameProps<Item> {
  state: ReturnType<typeof useListState<string>>;
  query: UseQueryResult<{ collection: Item[]; totalRecords: number }>;
  searchLabel: string;
  /** Offered only when the list has more than one order. */
  sortOptions?: readonly { id: string; label: string }[];
  /** Shown above the controls once the list has loaded (the requested-products count line); searchText is the search. */
  summary?: (total: number, searchText: string) => ReactNode;
  /** The empty text, or the no-match text while a search is typed. */
  emptyText: (searchText: string) => string;
  /** The items of the current page (only called when there are some). */
  children: (items: Item[], total: number) => ReactNode;
}

/** The frame every list page shares (spec 2 §2): search and sort, loading / error / empty texts, the items, paging. */
export function ListFrame<Item>({
  state,
  query,
  searchLabel,
  sortOptions,
  summary,
  emptyText,
  children,
}: ListFrameProps<Item>) {
  const items = query.data?.collection ?? [];
  const total = query.data?.totalRecords ?? 0;
  return (
    <>
      {summary && query.isSuccess && summary(total, state.searchText)}
      <ListControls
        searchLabel={searchLabel}
        onSearch={state.search}
        sortOptions={sortOptions}
        sortId={sortOptions ? state.sortId : undefined}
        onSort={sortOptions ? state.changeSort : undefined}
      />
      <ListStatus
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={query.isSuccess && items.length === 0}
        emptyText={emptyText(state.searchText)}
      />
      {items.length > 0 && children(items, total)}
      <ListPagination totalRecords={total} page={state.page} onChange={state.setPage} />
    </>
  );
}

/** A list page's rows as a labelled list. */
export function ListItems<Item>({
  label,
  items,
  itemKey,
  renderItem,
}: {
  label: string;
  items: Item[];
  itemKey: (item: Item) => number | string;
  renderItem: (item: Item) => ReactNode;
}) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </Box>
  );
}
