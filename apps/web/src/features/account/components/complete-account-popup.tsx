import { useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
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
/** The room the page's end gains on phones while the slim bar is pinned: its height and the gap under it. */
const pinnedBarRoom = 104;

/**
 * spec 1 §2: shown while the account is incomplete. At first it is a notice in the page's flow under the header, so
 * it covers nothing (pinned over the page's top right corner it hid the basket's location and totals at 1366 px).
 * Once scrolled more than 200 px it pins to the bottom so it stays in view; its place in the flow keeps its height
 * then, so the page does not jump up under the reader (and back below 200 px). Wide screens pin the whole card to the
 * corner. Phones and tablets pin a slim bar (title and button; the body is read out, not shown) across the bottom,
 * and the page gains that much room at its end so the bar hides nothing for good: pinned whole from the start it hid
 * the Find Spares card (issue #11 item 10). It can be dismissed for this page view. Variants without My Account
 * (electrical group, disabled checkout) get no button.
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
          gap: 1,
          p: 2,
          pr: 5,
          borderLeft: 4,
          borderLeftColor: 'secondary.main',
          ...(scrolled
            ? // Above the page only when pinned; in the flow it must pass under the sticky header (on phones it covered
              // the header's menu, search and basket as the page scrolled).
              {
                position: 'fixed',
                zIndex: 'snackbar',
                left: { xs: 8, md: 'auto' },
                right: { xs: 8, md: 24 },
                bottom: { xs: 8, md: 24 },
                maxWidth: { md: 380 },
                flexDirection: { xs: 'row', md: 'column' },
                alignItems: { xs: 'center', md: 'flex-start' },
                columnGap: 1.5,
                py: { xs: 1.25, md: 2 },
              }
            : { position: 'relative', flexDirection: { xs: 'column', md: 'row' }, alignItems: { xs: 'flex-start', md: 'center' }, columnGap: 3 }),
        }}
      >
        {scrolled && <GlobalStyles styles={(theme) => ({ [theme.breakpoints.down('md')]: { body: { paddingBottom: pinnedBarRoom } } })} />}
        <IconButton aria-label="Dismiss" size="small" onClick={() => setDismissed(true)} sx={{ position: 'absolute', top: 8, right: 8 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
        <Box sx={{ flex: 1 }}>
          <Typography id="complete-account-title" variant="h4" component="h2" sx={(theme) => ({ mb: 0.5, ...(scrolled && { [theme.breakpoints.down('md')]: { fontSize: '1rem', mb: 0 } }) })}>
            {shellMessages.completeAccountTitle}
          </Typography>
          <Typography id="complete-account-body" variant="body2" color="text.secondary" sx={scrolled ? { display: { xs: 'none', md: 'block' } } : undefined}>
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
