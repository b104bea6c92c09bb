import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ordersText } from '@sparesfinder/contracts/messages';
import { AppDialog } from '../../../components/ui/app-dialog';
import { siteConfig } from '../../../config/site';

/**
 * spec 1 §2 return help modal: how to return, within office hours (spec 1 §9); user group 4 (electrical services)
 * always gets the contact-us message (spec 1 §6).
 */
export function ReturnHelpDialog({ open, onClose, alwaysContactUs }: { open: boolean; onClose: () => void; alwaysContactUs: boolean }) {
  return (
    <AppDialog open={open} onClose={onClose} title="Return an item" actions={<Button variant="contained" onClick={onClose}>Close</Button>}>
      {alwaysContactUs ? (
        <Typography>{ordersText.returnContactUs}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>{ordersText.returnOfficeHours}</Typography>
          {/* The office-hours text asks the trader to call: give them the number to call. */}
          <Typography sx={{ mb: 1 }}>
            {ordersText.returnPhoneLabel}{' '}
            <Link href={siteConfig.supportPhoneHref} sx={{ fontWeight: 600 }}>
              {siteConfig.supportPhone}
            </Link>
          </Typography>
          <Typography color="text.secondary">{ordersText.returnHowTo}</Typography>
        </>
      )}
    </AppDialog>
  );
}
