import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { messages } from '@sparesfinder/contracts/messages';
import type { PartCard as PartCardData } from '@sparesfinder/contracts/spares';
import { growsLine } from '@sparesfinder/domain/basket/basket-growth';
import { displayDescription } from '@sparesfinder/domain/catalogue/description';
import { formatPounds } from '@sparesfinder/domain/money';
import { isObsoletePart } from '@sparesfinder/domain/spares/spares-search';
import { ProductImage } from '../../../components/ui/product-image';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useFocusStepperAfterAdd } from '../../../components/ui/stepper-focus';
import { useBasketLineQuantity } from '../../basket/basket-cache';
import { useSetPartQuantity } from '../api/set-part-quantity';
import { useSparesSettings } from './spares-settings';

/** spec 3 §9: the incomplete-account notice shows for 5 seconds. */
export const accountNoticeMs = 5000;

interface PartCardProps {
  part: PartCardData;
  /** The diagram view: this part's placement was chosen (or it was clicked). */
  highlighted?: boolean;
  /** Extra links under the appliance (e.g. the diagrams of a keyword hit's appliance). */
  links?: ReactNode;
  /** The diagram view: the placement ref is a button that highlights the placement on the diagram. */
  onPlacement?: () => void;
  /** A narrow column (the diagram view): the price and button go under the part at every width. */
  compact?: boolean;
}

/**
 * spec 3 §3 part card: the part, where it fits, its price (what this customer pays, ex VAT) and the basket control.
 * spec 3 §4.10: adding sets or increments the line, 0 removes it; price 0 reads 'Item Obsolete' and opens an
 * availability request; an incomplete account is blocked with a notice for 5 s.
 */
export function PartCard({ part, highlighted = false, links, onPlacement, compact = false }: PartCardProps) {
  const name = displayDescription(part.description) || part.mpn;
  const ref = part.diagram_placement_ref;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`${part.mpn} ${name}`}
      aria-current={highlighted ? 'true' : undefined}
      data-highlighted={highlighted || undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: compact ? '88px minmax(0, 1fr)' : { xs: '88px minmax(0, 1fr)', sm: '88px minmax(0, 1fr) 220px' },
        gap: { xs: 1.5, sm: 2 },
        p: { xs: 1.5, sm: 2 },
        borderRadius: 2,
        borderColor: highlighted ? 'primary.main' : undefined,
        borderWidth: highlighted ? 2 : 1,
        bgcolor: highlighted ? '#eef4fb' : 'background.paper',
        scrollMarginTop: 16,
      }}
    >
      <ProductImage src={part.img_url} alt="" size={88} />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 700, wordBreak: 'break-word' }}>{part.mpn}</Typography>
          {ref !== null &&
            (onPlacement ? (
              <Button size="small" variant={highlighted ? 'contained' : 'outlined'} onClick={onPlacement} aria-pressed={highlighted} aria-label={`Show placement ${ref} on the diagram`} sx={{ minWidth: 0, py: 0, px: 1 }}>
                Ref {ref}
              </Button>
            ) : (
              <Typography component="span" variant="caption" sx={{ px: 0.75, borderRadius: 1, border: 1, borderColor: 'grey.400' }}>
                Ref {ref}
              </Typography>
            ))}
        </Box>
        <Typography component="h3" variant="body2" sx={{ fontWeight: 500, my: 0.25, wordBreak: 'break-word' }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[part.man, part.app && `${part.app}${part.appgc ? ` (GC ${part.appgc})` : ''}`, part.part_type].filter(Boolean).join(' · ')}
        </Typography>
        {links}
      </Box>
      <Box sx={{ gridColumn: compact ? '1 / -1' : { xs: '1 / -1', sm: 'auto' }, display: 'grid', gap: 1, alignContent: 'start' }}>
        {!isObsoletePart(part) && (
          <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
            {formatPounds(part.cost)}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ex VAT
            </Typography>
          </Typography>
        )}
        <PartBasketControl part={part} label={name} />
      </Box>
    </Paper>
  );
}

function PartBasketControl({ part, label }: { part: PartCardData; label: string }) {
  const settings = useSparesSettings();
  const qty = useBasketLineQuantity(part.mpn, part.qty);
  const setQuantity = useSetPartQuantity();
  const [notice, setNotice] = useState(false);
  // 'Add to order' gives way to the stepper: focus follows into its quantity box (components/ui/stepper-focus.ts).
  const { stepperBox, expectStepper } = useFocusStepperAfterAdd(setQuantity.isError);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(false), accountNoticeMs);
    return () => window.clearTimeout(timer);
  }, [notice]);

  if (isObsoletePart(part)) {
    return (
      <Button variant="outlined" color="inherit" fullWidth onClick={() => settings.onObsolete(part)} aria-label={`${messages.search.itemObsolete}: request ${part.mpn}`}>
        {messages.search.itemObsolete}
      </Button>
    );
  }

  const change = (next: number) => {
    // The server's rule (domain growsLine): an incomplete account may lower or remove, never add or raise.
    if (!settings.isAccountCompleted && growsLine(part.mpn, qty, next)) {
      setNotice(true);
      return;
    }
    if (qty === 0) expectStepper();
    setQuantity.mutate({ part, qty: next }, { onSuccess: () => (next > qty ? settings.onAdded(part) : undefined) });
  };

  return (
    <>
      {qty === 0 ? (
        // spec 2 §4 Card add button: 'Add to order', the same words as every product card (messages.search.addToOrder).
        <Button variant="contained" fullWidth onClick={() => change(1)} disabled={setQuantity.isPending} aria-label={`${messages.search.addToOrder}: ${part.mpn} ${label}`}>
          {messages.search.addToOrder}
        </Button>
      ) : (
        <Box ref={stepperBox} sx={{ display: 'grid' }}>
          <QuantityStepper value={qty} onChange={change} itemLabel={`${part.mpn} ${label}`} disabled={setQuantity.isPending} />
        </Box>
      )}
      {notice && (
        <Typography role="status" variant="body2" sx={{ p: 1, bgcolor: '#fff4d6', borderRadius: 1 }}>
          {messages.shell.completeAccountTitle}
        </Typography>
      )}
      {setQuantity.isError && (
        <Typography role="alert" variant="body2" color="error">
          {setQuantity.error.message}
        </Typography>
      )}
    </>
  );
}
