import { z } from 'zod';

/** GET /Features/GetFeatures: a list keyed by feature name (spec 3 §3). */
export const Feature = z.object({ name: z.string(), isEnabled: z.boolean() });
export const FeaturesResponse = z.array(Feature);
export type FeaturesResponse = z.infer<typeof FeaturesResponse>;

/** Flag names the app reads. */
export const featureNames = {
  aiSearch: 'ai-search',
  exportBulkInvoices: 'export-bulk-invoices',
  toggleAltProducts: 'togglealtproducts',
  buyBox: 'buy-box',
  tradeHubOrdering: 'tradehub-ordering',
  analytics: 'analytics',
  alternatives: 'alternatives',
} as const;

/** GET /Configuration/GetConfigurationVariables */
export const ConfigurationVariables = z.object({ enableGoogleAnalytics: z.boolean(), isDev: z.boolean() });
export type ConfigurationVariables = z.infer<typeof ConfigurationVariables>;
