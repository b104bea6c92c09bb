import { useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { shellMessages } from '@sparesfinder/contracts/shell-messages';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { contentMaxWidth } from '../../../components/ui/page-container';
import { useScrolledPast } from '../../../lib/use-scrolled-past';
import { useIsAccountCompleted } from '../api/get-is-account-completed';

/** spec 1 §9: the popup moves once the page is scrolled more than 200 px. */
export const popupScrollThreshold = 200;

/**
 * spec 1 §2: shown while the account is incomplete. At first it is a notice in the page's flow under the header, so
 * it covers nothing (pinned over the page's top right corner it hid the basket's location and totals at 1366 px).
 * On wider screens, once scrolled more than 200 px, it pins to the bottom corner so it stays in view; its place in
 * the flow keeps its height then, so the page does not jump up under the reader (and back below 200 px). Phones keep
 * it in the flow throughout: pinned to the bottom it hid the Find Spares card (issue #11 item 10). It can be
 * dismissed for this page view. Variants without My Account (electrical group, disabled checkout) get no button.
 */
export function CompleteAccountPopup({ showMyAccountButton = true }: { showMyAccountButton?: boolean }) {
  const { data } = useIsAccountCompleted();
  const scrolled = useScrolledPast(popupScrollThreshold);
  const [dismissed, setDismissed] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  const [placeHeight, setPlaceHeight] = useState<number>();
  const shown = data?.isCompleted === false && !dismissed;
  // Read once per move, while the notice still sits in its place.
  useLayoutEffect(() => {
    if (shown && !scrolled && place.current) setPlaceHeight(place.current.getBoundingClientRect().height);
  }, [shown, scrolled]);
  if (!shown) return null;

  return (
    <Box ref={place} sx={{ maxWidth: contentMaxWidth, mx: 'auto', px: { xs: 2, sm: 3 }, pt: 2, minHeight: scrolled ? placeHeight : undefined }}>
      <Paper
        role="dialog"
        aria-modal="false"
        aria-labelledby="complete-account-title"
        aria-describedby="complete-account-body"
        data-position={scrolled ? 'fixed' : 'under-header'}
        elevation={scrolled ? 6 : 0}
        variant={scrolled ? 'elevation' : 'outlined'}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: 1,
          p: 2,
          pr: 5,
          borderLeft: 4,
          borderLeftColor: 'secondary.main',
          ...(scrolled
            ? // Above the page only when pinned; in the flow it must pass under the sticky header (on phones it covered
              // the header's menu, search and basket as the page scrolled).
              { position: { xs: 'relative', md: 'fixed' }, zIndex: { md: 'snackbar' }, right: { md: 24 }, bottom: { md: 24 }, maxWidth: { md: 380 } }
            : { position: 'relative', flexDirection: { xs: 'column', md: 'row' }, alignItems: { xs: 'flex-start', md: 'center' }, columnGap: 3 }),
        }}
      >
        <IconButton aria-label="Dismiss" size="small" onClick={() => setDismissed(true)} sx={{ position: 'absolute', top: 8, right: 8 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
        <Box sx={{ flex: 1 }}>
          <Typography id="complete-account-title" variant="h4" component="h2" sx={{ mb: 0.5 }}>
            {shellMessages.completeAccountTitle}
          </Typography>
          <Typography id="complete-account-body" variant="body2" color="text.secondary">
            {shellMessages.completeAccountBody}
          </Typography>
        </Box>
        {showMyAccountButton && (
          <Button variant="contained" component={RouterLink} to={pagePaths.settings} sx={{ flexShrink: 0 }}>
            My Account
          </Button>
        )}
      </Paper>
    </Box>
  );
}
