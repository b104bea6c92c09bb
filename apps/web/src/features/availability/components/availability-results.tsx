import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import type {
  AvailabilityEntry,
  BranchAvailability,
  GetAvailabilityRequest,
} from '@sparesfinder/contracts/availability';
import { messages } from '@sparesfinder/contracts/messages';
import { useMerchantNames } from '../api/get-merchants';
import { useDeleteBasketLine } from '../api/prepare-basket-for-proceed';
import { useLiveAvailability } from '../hooks/use-live-availability';
import { useProceed } from '../hooks/use-proceed';
import type { HubSocketFactory } from '../live/availability-hub-socket';
import { DeleteItemDialog, PleaseRefreshDialog, ProceedToCheckoutDialog } from './availability-dialogs';
import { AvailabilityToolbar, type SortChoice } from './availability-toolbar';
import { BranchDetailsDialog } from './branch-details-dialog';
import { BranchRow, type ProceedChoice } from './branch-row';
import { ByBoxDialog } from './by-box-dialog';
import { LiveCountdown } from './live-countdown';
import { sortedBranches } from './sorted-branches';

const noneSwapped: ReadonlySet<string> = new Set();

export interface CourierQuoteSlot {
  branch: { id: number; name: string };
  onAdded: () => void;
  onClose: () => void;
}

interface AvailabilityResultsProps {
  /** Where to look from; null while the basket's postcode is being located (or there is none). */
  location: GetAvailabilityRequest | null;
  onChangeLocation: () => void;
  /** spec 3 §4.3: 300 s, shorter only in end-to-end tests (domain countdownSecondsFrom). */
  countdownSeconds: number;
  onAccepted: (basketKey: string) => void;
  /** Please refresh → Close (spec 3 §4.3: to /). */
  onLeave: () => void;
  /** Option 4's courier quote modal, from the delivery-quote area (the page composes it). */
  renderCourierQuote: (slot: CourierQuoteSlot) => ReactNode;
  /** A line a branch cannot supply: the page opens the part availability request (spec 3 §2.3, §7). */
  onRequestAvailability?: (entry: AvailabilityEntry, branchId: number) => void;
  createSocket?: HubSocketFactory;
}

/** spec 3 §2.3 /Basket/Availability below the back link: live branch rows, sort, countdown, and their dialogs. */
export function AvailabilityResults({
  location,
  onChangeLocation,
  countdownSeconds,
  onAccepted,
  onLeave,
  renderCourierQuote,
  onRequestAvailability,
  createSocket,
}: AvailabilityResultsProps) {
  const live = useLiveAvailability(location, createSocket);
  const merchantNames = useMerchantNames();
  const [sort, setSort] = useState<SortChoice>('default');
  const [swapped, setSwapped] = useState<ReadonlyMap<number, ReadonlySet<string>>>(new Map());
  const [details, setDetails] = useState<BranchAvailability['branch'] | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const deleteLine = useDeleteBasketLine();
  const proceed = useProceed(onAccepted);
  // spec 3 §4.3: the clock starts when the branches have loaded, again after every reload.
  const [loadedAt, setLoadedAt] = useState<{ generation: number; at: number } | null>(null);
  if (live.status === 'completed' && loadedAt?.generation !== live.generation)
    setLoadedAt({ generation: live.generation, at: Date.now() });
  const [expiredGeneration, setExpiredGeneration] = useState<number | null>(null);
  const generation = live.generation;
  const onExpired = useCallback(() => setExpiredGeneration(generation), [generation]);
  const expired = expiredGeneration === live.generation && live.status === 'completed';
  // Stable callbacks, so a row re-renders only when its own data changes (memo in BranchRow).
  const startProceed = useRef(proceed.start);
  startProceed.current = proceed.start;
  const onProceed = useCallback((choice: ProceedChoice) => startProceed.current(choice), []);
  const onShowDetails = useCallback((shown: BranchAvailability) => setDetails(shown.branch), []);

  const branches = useMemo(() => sortedBranches(live.branches, sort), [live.branches, sort]);
  // Every merchant's name from the server (a merchant may have no branch nearby, or no location is set yet); a
  // branch that answered names its merchant too. 'Merchant N' only while neither has said the name.
  const merchantName = (supplierId: number) =>
    merchantNames?.get(supplierId) ??
    live.branches.find((result) => result.branch.supplierID === supplierId)?.branch.supplier.name ??
    `Merchant ${supplierId}`;
  const nothingAnywhere =
    live.status === 'completed' && live.branches.every((result) => result.fulfilmentOptions.length === 0);
  const swap = useCallback(
    (branchId: number, codes: string[]) =>
      setSwapped((current) => {
        const next = new Set(current.get(branchId));
        for (const code of codes) if (!next.delete(code)) next.add(code);
        return new Map(current).set(branchId, next);
      }),
    [],
  );
  const deleteConfirmed = async () => {
    if (!deleting) return;
    await deleteLine.mutateAsync(deleting).catch(() => undefined);
    setDeleting(null);
    live.reload();
  };

  return (
    <Box>
      <AvailabilityToolbar
        postcode={location?.postCode ?? null}
        onChangeLocation={onChangeLocation}
        sort={sort}
        onSortChange={setSort}
        merchantName={merchantName}
      />
      {live.status === 'completed' && !nothingAnywhere && (
        <Box sx={{ mb: 2 }}>
          {loadedAt?.generation === live.generation && (
            <LiveCountdown
              key={loadedAt.at}
              startedAt={loadedAt.at}
              totalSeconds={countdownSeconds}
              onExpired={onExpired}
            />
          )}
        </Box>
      )}
      <Typography role="status" sx={{ mb: 1 }} color="text.secondary">
        {live.status === 'loading'
          ? `Checking branches near you… ${live.branches.length} found so far`
          : live.status === 'completed'
            ? `${branches.length} of ${live.branches.length} branches shown`
            : ''}
      </Typography>
      {live.status === 'loading' && (
        <LinearProgress aria-label="Loading branch availability" sx={{ mb: 2 }} />
      )}
      {live.status === 'error' && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={live.reload}>Try again</Button>}>
          {live.error}
        </Alert>
      )}
      {nothingAnywhere && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {messages.availability.noItemsAvailableExclaim}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {branches.map((result) => (
          <BranchRow
            key={result.branch.id}
            result={result}
            swapped={swapped.get(result.branch.id) ?? noneSwapped}
            onSwap={swap}
            onDeleteLine={setDeleting}
            onShowDetails={onShowDetails}
            onProceed={onProceed}
            onRequestAvailability={onRequestAvailability}
            busy={proceed.busy}
          />
        ))}
      </Box>
      <BranchDetailsDialog branch={details} onClose={() => setDetails(null)} />
      <DeleteItemDialog
        code={deleting}
        busy={deleteLine.isPending}
        onConfirm={() => void deleteConfirmed()}
        onClose={() => setDeleting(null)}
      />
      <ProceedToCheckoutDialog
        open={
          proceed.stage === 'confirm' ||
          (proceed.stage === 'working' && proceed.plan?.coversWholeBasket === false)
        }
        unavailable={proceed.plan?.unavailableCodes ?? []}
        short={(proceed.plan?.shortLines ?? []).map(({ entry, keepQty }) => ({ manufacturerCode: entry.manufacturerCode, qty: entry.qty, keepQty }))}
        busy={proceed.busy}
        onConfirm={proceed.confirm}
        onClose={proceed.cancel}
      />
      <ByBoxDialog
        open={proceed.stage === 'byBox'}
        busy={proceed.busy}
        error={proceed.byBoxError}
        onClose={proceed.cancel}
        onContinue={(choice) => void proceed.continueByBox(choice)}
      />
      {proceed.stage === 'courierQuote' &&
        proceed.choice &&
        renderCourierQuote({
          branch: { id: proceed.choice.branch.branch.id, name: proceed.choice.branch.branch.name },
          onAdded: () => void proceed.afterCourierQuote(),
          onClose: proceed.cancel,
        })}
      <PleaseRefreshDialog open={expired} onRefresh={live.reload} onClose={onLeave} />
      <Snackbar
        open={proceed.error !== null || proceed.byBoxError !== null}
        autoHideDuration={6000}
        onClose={proceed.clearError}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" onClose={proceed.clearError} variant="filled">
          {proceed.error ?? proceed.byBoxError}
        </Alert>
      </Snackbar>
    </Box>
  );
}
