import { memo, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { AvailabilityEntry, BranchAvailability } from '@sparesfinder/contracts/availability';
import {
  slotOfOption,
  visibleEntries,
  type VisibleEntry,
} from '@sparesfinder/domain/availability/branch-choice';
import { OrderDetailsTable } from './order-details-table';
import { FulfilmentOptionRadios } from './fulfilment-option-radios';
import { BranchPriceBlock } from './branch-price-block';
import { BranchEmptyState } from './branch-empty-state';
import { wholeMiles } from './fulfilment-option-names';

export interface ProceedChoice {
  branch: BranchAvailability;
  optionId: number;
  shown: VisibleEntry<AvailabilityEntry>[];
}

interface BranchRowProps {
  result: BranchAvailability;
  /** Lines (original codes) the user swapped to their other kind (spec 3 §4.4). */
  swapped: ReadonlySet<string>;
  onSwap: (branchId: number, originalCodes: string[]) => void;
  onDeleteLine: (originalCode: string) => void;
  onShowDetails: (result: BranchAvailability) => void;
  onProceed: (choice: ProceedChoice) => void;
  /** A line this branch cannot supply: ask to be told when it can (spec 3 §2.3 part availability request). */
  onRequestAvailability?: (entry: AvailabilityEntry, branchId: number) => void;
  busy: boolean;
}

/** spec 3 §2.3 branch row: name, charge text or distance, options, order details, logo, details link, price, Proceed. */
export const BranchRow = memo(function BranchRow({
  result,
  swapped,
  onSwap,
  onDeleteLine,
  onShowDetails,
  onProceed,
  onRequestAvailability,
  busy,
}: BranchRowProps) {
  const { branch } = result;
  const [optionId, setOptionId] = useState<number | null>(result.defaultFulfilmentOptionId);
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const headingId = useId();
  const option = result.fulfilmentOptions.find((candidate) => candidate.id === optionId) ?? null;
  const shown = option
    ? visibleEntries(result[slotOfOption[option.id] ?? 'sameDayAvailability'], swapped)
    : [];
  const alternativeCodes = shown
    .filter((line) => line.canSwap && !line.showingAlternative)
    .map((line) => line.entry.originalManufacturerCode);
  const nothingShown = option !== null && shown.every((line) => line.entry.availableQty === 0);

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={headingId}
            component="h2"
            sx={{ fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.3 }}
          >
            {branch.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {branch.supplier.showBranchDistance
              ? wholeMiles(branch.distanceMiles)
              : (branch.supplier.deliveryChargeText ?? wholeMiles(branch.distanceMiles))}
          </Typography>
          {branch.supplier.showBranchDetailsLink && (
            <Button
              variant="text"
              size="small"
              onClick={() => onShowDetails(result)}
              sx={{ px: 0, minHeight: 40, textDecoration: 'underline' }}
              aria-label={`Branch Details: ${branch.name}`}
            >
              Branch Details
            </Button>
          )}
        </Box>
        <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            Fulfilled By
          </Typography>
          <Box
            component="img"
            src={branch.supplier.imageUrl}
            alt={branch.supplier.name}
            width={120}
            height={40}
            sx={{ width: { xs: 96, md: 120 }, height: 'auto', display: 'block' }}
          />
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 240px' } }}>
        <Box sx={{ minWidth: 0 }}>
          {result.status === 'unavailable' ? (
            <Typography sx={{ mt: 2 }} color="text.secondary">
              This merchant’s stock could not be checked just now.
            </Typography>
          ) : result.fulfilmentOptions.length === 0 || option === null ? (
            <BranchEmptyState hasAlternative={false} onSeeAlternatives={() => undefined} />
          ) : (
            <FulfilmentOptionRadios
              branchName={branch.name}
              options={result.fulfilmentOptions}
              value={option.id}
              onChange={setOptionId}
            />
          )}
          {nothingShown && (
            <BranchEmptyState
              hasAlternative={alternativeCodes.length > 0}
              onSeeAlternatives={() => {
                onSwap(branch.id, alternativeCodes);
                setExpanded(true);
              }}
            />
          )}
        </Box>
        <BranchPriceBlock
          entries={shown}
          onProceed={
            option && !nothingShown
              ? () => onProceed({ branch: result, optionId: option.id, shown })
              : undefined
          }
          busy={busy}
          branchName={branch.name}
        />
      </Box>
      {option && shown.length > 0 && (
        <>
          <Button
            onClick={() => setExpanded((open) => !open)}
            aria-expanded={expanded}
            aria-controls={detailsId}
            endIcon={
              <ExpandMore
                sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
              />
            }
            sx={{ mt: 1, minHeight: 44, px: 0 }}
          >
            Expand Order Details
          </Button>
          <Collapse in={expanded} id={detailsId}>
            <OrderDetailsTable
              entries={shown}
              onSwap={(code) => onSwap(branch.id, [code])}
              onDelete={onDeleteLine}
              onRequestAvailability={onRequestAvailability && ((entry) => onRequestAvailability(entry, branch.id))}
            />
          </Collapse>
        </>
      )}
    </Paper>
  );
});
