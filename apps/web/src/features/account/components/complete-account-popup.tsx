import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { shellMessages } from '@sparesfinder/contracts/shell-messages';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { useScrolledPast } from '../../../lib/use-scrolled-past';
import { useIsAccountCompleted } from '../api/get-is-account-completed';

/** spec 1 §9: the popup moves once the page is scrolled more than 200 px. */
export const popupScrollThreshold = 200;

/**
 * spec 1 §2: shown while the account is incomplete. On desktop it sits under the header at first; once scrolled
 * more than 200 px it pins to the bottom corner so it stays in view. It can be dismissed for this page view. Variants without My Account
 * (electrical group, disabled checkout) get no button.
 */
export function CompleteAccountPopup({ showMyAccountButton = true }: { showMyAccountButton?: boolean }) {
  const { data } = useIsAccountCompleted();
  const scrolled = useScrolledPast(popupScrollThreshold);
  const [dismissed, setDismissed] = useState(false);
  if (data?.isCompleted !== false || dismissed) return null;

  return (
    <Paper
      role="dialog"
      aria-modal="false"
      aria-labelledby="complete-account-title"
      aria-describedby="complete-account-body"
      data-position={scrolled ? 'fixed' : 'under-header'}
      elevation={6}
      sx={{
        zIndex: 'snackbar',
        // Phones (< md) show it in the page's flow, above the page, so it covers nothing: pinned to the bottom it hid
        // the Find Spares card (issue #11 item 10). Wider screens move it as spec 1 §2 says.
        right: { xs: 'auto', md: 24 },
        left: { xs: 'auto', md: 'auto' },
        mx: { xs: 2, md: 0 },
        mt: { xs: 2, md: 0 },
        ...(scrolled
          ? { position: { xs: 'relative', md: 'fixed' }, bottom: { md: 24 } }
          : { position: { xs: 'relative', md: 'absolute' }, top: { md: 16 } }),
        maxWidth: { md: 380 },
        p: 2.5,
        pr: 5,
        borderLeft: 4,
        borderColor: 'secondary.main',
      }}
    >
      <IconButton aria-label="Dismiss" size="small" onClick={() => setDismissed(true)} sx={{ position: 'absolute', top: 8, right: 8 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
      <Typography id="complete-account-title" variant="h4" component="h2" gutterBottom>
        {shellMessages.completeAccountTitle}
      </Typography>
      <Typography id="complete-account-body" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {shellMessages.completeAccountBody}
      </Typography>
      {showMyAccountButton && (
        <Button variant="contained" component={RouterLink} to={pagePaths.settings}>
          My Account
        </Button>
      )}
    </Paper>
  );
}
