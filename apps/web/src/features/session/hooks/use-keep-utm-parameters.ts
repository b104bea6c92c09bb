import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { restoreUtmParameters } from '@sparesfinder/domain/utm';

/**
 * spec 3 §9: the session's utm_* parameters are restored into the address and kept there on every in-app
 * navigation. The router's navigate(replace) is a history.replaceState that keeps the router in step.
 */
export function useKeepUtmParameters(utm: Record<string, string> | undefined) {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!utm) return;
    const current = new URLSearchParams(location.search);
    const restored = restoreUtmParameters(current, utm);
    if (restored.toString() === current.toString()) return;
    void navigate(
      { pathname: location.pathname, search: `?${restored.toString()}`, hash: location.hash },
      { replace: true, state: location.state, preventScrollReset: true },
    );
  }, [utm, location.pathname, location.search, location.hash, location.state, navigate]);
}
