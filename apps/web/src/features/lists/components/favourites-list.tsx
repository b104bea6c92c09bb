import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { FavouriteProduct } from '@sparesfinder/contracts/lists';
import { messages } from '@sparesfinder/contracts/messages';
import { CardGrid } from '../../../components/ui/card-grid';
import { useSearchLikedProductsList } from '../hooks/use-list-queries';
import { ListControls } from './list-controls';
import { ListPagination } from './list-pagination';
import { ListStatus } from './list-status';

/** spec 2 §2: sort by name. */
export const favouriteSortOptions = [
  { id: 'name-asc', label: 'Product Name A-Z', sortDir: 'ASC', sortProp: 'Description' },
  { id: 'name-desc', label: 'Product Name Z-A', sortDir: 'DESC', sortProp: 'Description' },
] as const;

/** /favourite-products: search, sort by name, the empty text; the page supplies the product card. */
export function FavouritesList({
  renderProduct,
}: {
  renderProduct: (product: FavouriteProduct) => ReactNode;
}) {
  const { state, query } = useSearchLikedProductsList(favouriteSortOptions);
  const items = query.data?.collection ?? [];
  const total = query.data?.totalRecords ?? 0;
  return (
    <>
      <ListControls
        searchLabel="Search favourites"
        onSearch={state.search}
        sortOptions={favouriteSortOptions}
        sortId={state.sortId}
        onSort={state.changeSort}
      />
      <ListStatus
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={query.isSuccess && items.length === 0}
        emptyText={
          state.searchText ? `No favourites match “${state.searchText}”.` : messages.lists.favouritesEmpty
        }
      />
      {items.length > 0 && (
        <>
          <Typography role="status" sx={{ fontWeight: 600, mb: 2 }}>
            {total} {total === 1 ? 'product' : 'products'}
          </Typography>
          <CardGrid
            label="Favourite products"
            items={items}
            itemKey={(product) => product.id}
            renderItem={renderProduct}
          />
        </>
      )}
      <ListPagination totalRecords={total} page={state.page} onChange={state.setPage} />
    </>
  );
}
