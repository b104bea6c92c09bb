import type { ReactNode } from 'react';
import { useConfigurationVariables } from '../features/platform/api/get-configuration-variables';
import { AnalyticsProvider } from '../lib/analytics-context';

/** Turns analytics on for the whole app when the configuration says enableGoogleAnalytics (spec 1 §7). */
export function ConfiguredAnalytics({ children }: { children: ReactNode }) {
  const { data } = useConfigurationVariables();
  return <AnalyticsProvider enabled={data?.enableGoogleAnalytics === true}>{children}</AnalyticsProvider>;
}
