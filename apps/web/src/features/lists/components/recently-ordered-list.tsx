import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import type { RecentlyOrderedLine } from '@sparesfinder/contracts/lists';
import { messages } from '@sparesfinder/contracts/messages';
import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import { formatLongDate } from '@sparesfinder/domain/dates';
import { formatPounds } from '@sparesfinder/domain/money';
import { isApiError } from '../../../lib/api-error';
import { useBuyAgain } from '../api/buy-again';
import { useRecentlyOrderedList } from '../hooks/use-list-queries';
import { ListFrame, ListItems } from './list-frame';
import { ListRow } from './list-row';

/** spec 2 §2 sorts (contracts/lists.ts): Purchase Date newest (default), oldest, Product Name A-Z, Z-A. */
export const recentlyOrderedSortOptions = [
  { id: 'date-desc', label: 'Purchase Date (newest)', sortDir: 'DESC', sortProp: 'OrderDate' },
  { id: 'date-asc', label: 'Purchase Date (oldest)', sortDir: 'ASC', sortProp: 'OrderDate' },
  { id: 'name-asc', label: 'Product Name A-Z', sortDir: 'ASC', sortProp: 'Description' },
  { id: 'name-desc', label: 'Product Name Z-A', sortDir: 'DESC', sortProp: 'Description' },
] as const;

/** /recently-ordered: the product lines of the organisation's placed orders. */
export function RecentlyOrderedList() {
  const { state, query } = useRecentlyOrderedList(recentlyOrderedSortOptions);
  return (
    <ListFrame
      state={state}
      query={query}
      searchLabel="Search recently ordered"
      sortOptions={recentlyOrderedSortOptions}
      emptyText={(searchText) =>
        searchText ? `No ordered products match “${searchText}”.` : messages.lists.recentlyOrderedEmpty
      }
    >
      {(items) => (
        <ListItems
          label="Recently ordered products"
          items={items}
          itemKey={(line) => line.id}
          renderItem={(line) => <RecentlyOrderedRow line={line} />}
        />
      )}
    </ListFrame>
  );
}

/** What a row says after 'Buy again': the basket's answer, or the server's refusal (obsolete, account incomplete). */
function buyAgainFailure(error: unknown): string {
  return isApiError(error) && error.isClientError ? error.message : messages.common.somethingWentWrong;
}

function RecentlyOrderedRow({ line }: { line: RecentlyOrderedLine }) {
  const buyAgain = useBuyAgain();
  const [outcome, setOutcome] = useState<string | null>(null);
  const buy = () => {
    setOutcome(null);
    buyAgain.mutate(line, {
      onSuccess: () => setOutcome(messages.shell.itemsAddedToBasket),
      onError: (error) => setOutcome(buyAgainFailure(error)),
    });
  };
  return (
    <ListRow
      label={`${line.manufacturerCode} ${displayDescription(line.description)}`}
      imageUrl={line.imageUrl}
      partNumber={line.manufacturerCode}
      aside={
        <Box sx={{ textAlign: { sm: 'right' }, display: 'grid', gap: 0.25 }}>
          <Typography variant="body2">Ordered {formatLongDate(line.orderDate)}</Typography>
          <Typography variant="body2">Qty {line.qty}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {formatPounds(line.price)} ex VAT
          </Typography>
          <Button
            size="small"
            variant="contained"
            startIcon={<AddShoppingCart />}
            disabled={buyAgain.isPending}
            onClick={buy}
            aria-label={`Buy again: ${line.manufacturerCode}`}
            sx={{ justifySelf: { sm: 'end' }, whiteSpace: 'nowrap', mt: 0.5 }}
          >
            Buy again
          </Button>
          <Typography
            role="status"
            variant="caption"
            color={buyAgain.isError ? 'error' : 'success.dark'}
            sx={{ minHeight: '1em' }}
          >
            {outcome}
          </Typography>
        </Box>
      }
    >
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {displayDescription(line.description)}
      </Typography>
      {line.manufacturer && (
        <Typography variant="caption" color="text.secondary">
          {line.manufacturer}
        </Typography>
      )}
    </ListRow>
  );
}
