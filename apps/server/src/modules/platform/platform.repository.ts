import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { configurationVariables, featureFlags, organisationFeatureFlags } from '../../db/schema/index';

export function createPlatformRepository(db: Executor) {
  return {
    /** Global flags (shop-wide, not organisation data). */
    listFeatureFlags() {
      return db.select({ name: featureFlags.name, isEnabled: featureFlags.isEnabled }).from(featureFlags).orderBy(featureFlags.name);
    },
    listFeatureOverrides(organisationId: number) {
      return db
        .select({ name: organisationFeatureFlags.name, isEnabled: organisationFeatureFlags.isEnabled })
        .from(organisationFeatureFlags)
        .where(eq(organisationFeatureFlags.organisationId, organisationId));
    },
    listConfigurationVariables() {
      return db.select({ name: configurationVariables.name, value: configurationVariables.value }).from(configurationVariables);
    },
  };
}
export type PlatformRepository = ReturnType<typeof createPlatformRepository>;
