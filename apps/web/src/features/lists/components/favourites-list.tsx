import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { FavouriteProduct } from '@sparesfinder/contracts/lists';
import { messages } from '@sparesfinder/contracts/messages';
import { CardGrid } from '../../../components/ui/card-grid';
import { useSearchLikedProductsList } from '../hooks/use-list-queries';
import { ListFrame } from './list-frame';

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
  return (
    <ListFrame
      state={state}
      query={query}
      searchLabel="Search favourites"
      sortOptions={favouriteSortOptions}
      emptyText={(searchText) =>
        searchText ? `No favourites match “${searchText}”.` : messages.lists.favouritesEmpty
      }
    >
      {(items, total) => (
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
    </ListFrame>
  );
}
