import { useDeferredValue, useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { canUseShop } from '@sparesfinder/domain/roles';
import { apiRoutes } from '@sparesfinder/contracts/routes';
import { commonMessages } from '@sparesfinder/contracts/shell-messages';
import { loginUrl } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { browser } from '../../../lib/browser';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { useAuthenticate } from '../api/get-authenticate';
import { useUserDetails } from '../api/get-user-details';
import { useKeepUtmParameters } from '../hooks/use-keep-utm-parameters';

/** spec 1 §6: any role other than CompanyAdmin is signed out. */
export const logoutForRoleUrl = `${apiRoutes.auth.logout}?reason=role`;

/**
 * spec 1 §4 Session: check authentication (not signed in → login), then the role (not CompanyAdmin → logout).
 * Both calls start together; the shell renders once the session is known.
 * The shell's first render, once the session is known, is a deferred (low-priority) render: React renders it in
 * slices and yields to the browser between them, instead of one long main-thread task (Lighthouse TBT on a phone).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const authenticate = useAuthenticate();
  const userDetails = useUserDetails();

  const redirectTo =
    authenticate.data?.isAuthenticated === false
      ? loginUrl
      : userDetails.data && !canUseShop(userDetails.data.roleName)
        ? logoutForRoleUrl
        : null;

  useEffect(() => {
    if (redirectTo) browser.assign(redirectTo);
  }, [redirectTo]);

  useKeepUtmParameters(authenticate.data?.isAuthenticated ? authenticate.data.utm : undefined);

  const sessionKnown = !authenticate.isPending && !userDetails.isPending && !redirectTo;
  const showShell = useDeferredValue(sessionKnown);

  if (authenticate.isError) {
    // 503: the server is up but its database is not (decision 013); it will serve again by itself shortly.
    const outage = isApiError(authenticate.error) && authenticate.error.statusCode === 503;
    return <SessionUnavailable outage={outage} onRetry={() => void authenticate.refetch()} />;
  }
  // spec 1 §8: a user-details failure is logged (query cache) and the page carries on.
  if (!sessionKnown || !showShell) return <FullPageLoader />;
  return children;
}

function SessionUnavailable({ outage, onRetry }: { outage: boolean; onRetry: () => void }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography variant="h1" gutterBottom>
          SparesFinder is unavailable
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {outage ? commonMessages.serviceUnavailable : `${commonMessages.somethingWentWrong} Please try again in a moment.`}
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          Try again
        </Button>
      </Box>
    </Box>
  );
}
