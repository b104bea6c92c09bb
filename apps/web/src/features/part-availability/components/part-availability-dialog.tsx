import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '@sparesfinder/contracts/messages';
import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import { AppDialog } from '../../../components/ui/app-dialog';
import { ProductImage } from '../../../components/ui/product-image';
import { useSubscribePartAvailability } from '../api/subscribe-part-availability';

/** The part and where it was found (spec 3 §7: manufacturerPartNumber, description, imageUrl, iBasis fields). */
export interface PartAvailabilityPart {
  manufacturerPartNumber: string;
  description: string;
  imageUrl?: string;
  selectedBranchId?: number;
  iBasisManId?: number;
  iBasisAppliance?: string;
  iBasisApplianceId?: number;
  iBasisGCN?: string;
  iBasisApplianceGC?: string;
  /** Shown only (the maker's name). */
  manufacturer?: string | null;
}

/** Why it is asked: an obsolete part (price 0, spec 3 §4.10) or a part the chosen branch has none of. */
export type PartAvailabilityReason = 'obsolete' | 'out-of-stock-at-branch';

const introByReason: Record<PartAvailabilityReason, string> = {
  obsolete: messages.spares.partAvailabilityIntro,
  'out-of-stock-at-branch': messages.spares.partBackInStockIntro,
};

interface PartAvailabilityDialogProps {
  request: PartAvailabilityPart;
  reason: PartAvailabilityReason;
  onClose: () => void;
}

/**
 * spec 3 §4.10: 'Item Obsolete' opens an availability request; the availability page's 'Notify me when available'
 * opens the same request for a part the branch has none of. The request is stored and mailed to the team; the
 * customer is notified when stock returns. Its own feature so the spares finder and the availability page can both
 * compose it.
 */
export function PartAvailabilityDialog({ request, reason, onClose }: PartAvailabilityDialogProps) {
  const subscribe = useSubscribePartAvailability();
  const { manufacturer, ...body } = request;
  const name = displayDescription(request.description) || request.manufacturerPartNumber;
  const done = subscribe.isSuccess;
  return (
    <AppDialog
      open
      onClose={onClose}
      title={messages.spares.partAvailabilityTitle}
      actions={
        done ? (
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="contained" onClick={() => subscribe.mutate(body)} disabled={subscribe.isPending}>
              Notify me when available
            </Button>
          </>
        )
      }
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: '72px minmax(0, 1fr)', gap: 2, alignItems: 'center', mb: 2 }}>
        <ProductImage src={request.imageUrl} alt="" size={72} />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{request.manufacturerPartNumber}</Typography>
          <Typography variant="body2">{name}</Typography>
          {(manufacturer || request.iBasisAppliance) && (
            <Typography variant="body2" color="text.secondary">
              {[manufacturer, request.iBasisAppliance].filter(Boolean).join(' · ')}
            </Typography>
          )}
        </Box>
      </Box>
      {done ? (
        <Alert severity="success" role="status">
          {subscribe.data.message}
        </Alert>
      ) : (
        <Typography>{introByReason[reason]}</Typography>
      )}
      {subscribe.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {subscribe.error.message}
        </Alert>
      )}
    </AppDialog>
  );
}
