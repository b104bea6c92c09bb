import type { ConfigurationVariables, FeaturesResponse } from '@sparesfinder/contracts/platform';
import type { Actor } from '../../lib/actor';
import type { PlatformRepository } from './platform.repository';

const truthy = (value: string | undefined) => ['true', '1', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());

export function createPlatformService(deps: { platformRepository: PlatformRepository }) {
  const { platformRepository } = deps;
  return {
    /** Global flags with the organisation's overrides applied; an override of an unknown flag adds it (spec 3 §3). */
    async getFeatures(actor: Actor): Promise<FeaturesResponse> {
      const [flags, overrides] = await Promise.all([
        platformRepository.listFeatureFlags(),
        platformRepository.listFeatureOverrides(actor.organisationId),
      ]);
      const merged = new Map(flags.map((flag) => [flag.name, flag.isEnabled]));
      for (const override of overrides) merged.set(override.name, override.isEnabled);
      return [...merged].map(([name, isEnabled]) => ({ name, isEnabled })).sort((a, b) => a.name.localeCompare(b.name));
    },

    /** Read by name, case-insensitively; a missing variable is off. */
    async getConfigurationVariables(): Promise<ConfigurationVariables> {
      const rows = await platformRepository.listConfigurationVariables();
      const byName = new Map(rows.map((row) => [row.name.toLowerCase(), row.value]));
      return { enableGoogleAnalytics: truthy(byName.get('enablegoogleanalytics')), isDev: truthy(byName.get('isdev')) };
    },
  };
}
export type PlatformService = ReturnType<typeof createPlatformService>;
