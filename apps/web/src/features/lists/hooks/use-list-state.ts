import { useState } from 'react';
import { listPageSize } from '@sparesfinder/contracts/lists';

export interface ListSortOption<Prop extends string> {
  id: string;
  label: string;
  sortDir: 'ASC' | 'DESC';
  sortProp: Prop;
}

/** A list page's search text, sort and page (default take 10, spec 2 §9); a new search or sort starts at page 1. */
export function useListState<Prop extends string>(sortOptions: readonly ListSortOption<Prop>[]) {
  const [searchText, setSearchText] = useState('');
  const [sortId, setSortId] = useState(sortOptions[0]?.id ?? '');
  const [page, setPage] = useState(1);
  const sort = sortOptions.find((option) => option.id === sortId) ?? sortOptions[0];
  return {
    searchText,
    sortId,
    page,
    search: (text: string) => {
      setSearchText(text.trim());
      setPage(1);
    },
    changeSort: (id: string) => {
      setSortId(id);
      setPage(1);
    },
    setPage,
    request: {
      searchText: searchText || undefined,
      sortDir: sort?.sortDir,
      sortProp: sort?.sortProp,
      skip: (page - 1) * listPageSize,
      take: listPageSize,
    },
  };
}

export const pageCount = (totalRecords: number) => Math.max(1, Math.ceil(totalRecords / listPageSize));
