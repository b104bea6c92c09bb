import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ProductCard } from '@sparesfinder/contracts/catalogue';
import { messages } from '@sparesfinder/contracts/messages';
import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import { AppDialog } from '../../../components/ui/app-dialog';
import { useRequestSourcing } from '../api/request-sourcing';

/** spec 2 §7 scenario text for a part that is in the catalogue but not obviously available. */
export const sourcingRequestType = 'Part Availability Request';

interface SourcingDialogProps {
  open: boolean;
  onClose: () => void;
  product: ProductCard;
  /** The price-0 variant (spec 2 §2). */
  obsolete: boolean;
}

const optional = (value: number | string | null) => (value === null ? undefined : String(value));

/**
 * spec 2 §4 Sourcing request: Request Product is disabled while in flight; success shows 'Thank you.'; a failure is
 * kept (spec: no visible display) and the button comes back so the user may try again.
 */
export function SourcingDialog({ open, onClose, product, obsolete }: SourcingDialogProps) {
  const sourcing = useRequestSourcing();
  const [, setLastError] = useState<string | null>(null);
  const description = displayDescription(product.description) || product.mpn;

  const submit = () =>
    sourcing.mutate(
      {
        type: obsolete ? messages.lists.obsoletePartRequestType : sourcingRequestType,
        manufacturerPartNumber: product.mpn,
        description,
        imageUrl: product.imageUrl || undefined,
        manufacturer: product.man ?? undefined,
        iBasisManId: optional(product.manid),
        iBasisAppliance: product.app ?? undefined,
        iBasisApplianceId: optional(product.appid),
        iBasisGCN: product.pgcn ?? undefined,
        iBasisApplianceGC: product.appgc ?? undefined,
        qty: 1,
      },
      { onError: (error) => setLastError(error.message) },
    );

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={messages.search.sourceThisPart}
      actions={
        sourcing.isSuccess ? (
          <Button variant="outlined" onClick={onClose}>
            Close
          </Button>
        ) : (
          <Button variant="contained" onClick={submit} disabled={sourcing.isPending}>
            Request Product
          </Button>
        )
      }
    >
      {sourcing.isSuccess ? (
        <Typography role="status">{messages.lists.sourcingThankYou}</Typography>
      ) : (
        <>
          {obsolete && (
            <Typography sx={{ mb: 1.5, fontWeight: 600 }}>
              {product.mpn} is no longer listed by the manufacturer, but we can often still find one.
            </Typography>
          )}
          <Typography sx={{ mb: 1.5 }}>
            {product.mpn} – {description}
          </Typography>
          <Typography color="text.secondary">
            We reply within 60 minutes during office hours (8.30am-5.00pm Monday-Friday). Most parts can be
            sourced within 48 hours.
          </Typography>
        </>
      )}
    </AppDialog>
  );
}
