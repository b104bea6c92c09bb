import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { SavedPartsOrder } from '@sparesfinder/contracts/save-for-later';
import { messages } from '@sparesfinder/contracts/messages';
import { formatSavedItemDate } from '@sparesfinder/domain/dates';
import { useSavedParts } from '../api/get-saved-parts';
import { useAddSavedPartsToBasket } from '../api/add-saved-parts-to-basket';
import { SavedPartsOrderLines } from './saved-parts-order-lines';

type Outcome =
  { kind: 'added'; orderReference: string; addedCount: number; obsoleteCount: number } | { kind: 'failed' };

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Ours: spec 2 §4 says obsolete lines are counted and not added, but names no text for telling the user. */
export const obsoleteNotAddedText = (count: number) =>
  `${items(count)} ${count === 1 ? 'is' : 'are'} obsolete and ${count === 1 ? 'was' : 'were'} not added to your basket.`;

/**
 * 'Saved parts orders' tab (spec 2 §2/§3/§4): who saved each order, when (UTC), its reference and item count; 'View
 * items' discloses its lines (saveForLaters, already in the list's answer) before 'Add to Basket' commits.
 */
export function SavedPartsOrdersList() {
  const { data: orders, isPending, isError } = useSavedParts();
  const addToBasket = useAddSavedPartsToBasket();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const add = async (orderReference: string) => {
    setOutcome(null);
    try {
      const result = await addToBasket.mutateAsync({ orderReference });
      setOutcome({
        kind: 'added',
        orderReference,
        addedCount: result.addedCount,
        obsoleteCount: result.obsoleteCount,
      });
    } catch {
      setOutcome({ kind: 'failed' });
    }
  };

  if (isPending) return <Typography color="text.secondary">Loading saved parts orders…</Typography>;
  if (isError) return <Alert severity="error">{messages.common.somethingWentWrong}</Alert>;
  return (
    <Box>
      <Box role="status" aria-live="polite">
        {outcome?.kind === 'added' && (
          <Alert severity={outcome.obsoleteCount > 0 ? 'warning' : 'success'} sx={{ mb: 2 }}>
            {`${items(outcome.addedCount)} from ${outcome.orderReference} added to your basket.`}
            {outcome.obsoleteCount > 0 && ` ${obsoleteNotAddedText(outcome.obsoleteCount)}`}
          </Alert>
        )}
        {outcome?.kind === 'failed' && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {messages.common.somethingWentWrong}
          </Alert>
        )}
      </Box>
      {orders.length === 0 ? (
        <Typography color="text.secondary">You have no saved parts orders.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Saved parts orders"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {orders.map((order) => (
            <SavedPartsOrderRow
              key={order.orderReference}
              order={order}
              busy={addToBasket.isPending && addToBasket.variables?.orderReference === order.orderReference}
              onAdd={() => add(order.orderReference)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

function SavedPartsOrderRow({
  order,
  busy,
  onAdd,
}: {
  order: SavedPartsOrder;
  busy: boolean;
  onAdd: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const linesId = useId();
  return (
    <Box
      component="li"
      data-testid="saved-parts-order"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
        gap: 1.5,
        alignItems: 'center',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          // Each value as wide as it is (not a quarter of the row each), so the date stays on one line beside the buttons.
          gridTemplateColumns: { xs: 'auto 1fr', md: 'repeat(4, auto auto)' },
          justifyContent: 'start',
          columnGap: 1.5,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary' },
          '& dt:not(:first-of-type)': { ml: { md: 2 } },
          '& dd': { m: 0, fontWeight: 600 },
        }}
      >
        <dt>Order reference</dt>
        <dd>{order.orderReference}</dd>
        <dt>Saved by</dt>
        <dd>{order.username}</dd>
        <dt>Date</dt>
        <dd>{formatSavedItemDate(order.dateTime)}</dd>
        <dt>Items</dt>
        <dd>{order.items}</dd>
      </Box>
      <Box
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: { xs: 'stretch', sm: 'flex-end' } }}
      >
        {/* A disclosure (WAI-ARIA APG): a stable name, its state in aria-expanded, the lines only while open. */}
        <Button
          variant="outlined"
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          aria-controls={expanded ? linesId : undefined}
          aria-label={`View items: ${order.orderReference}`}
          endIcon={
            <ExpandMore
              sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }}
            />
          }
          sx={{ flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' }}
        >
          View items
        </Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={onAdd}
          aria-label={`Add to Basket: ${order.orderReference}`}
          sx={{ flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' }}
        >
          Add to Basket
        </Button>
      </Box>
      {expanded && <SavedPartsOrderLines id={linesId} order={order} />}
    </Box>
  );
}
