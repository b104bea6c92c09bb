import type { Executor } from '../../db/client';
import { preparedRows, type PreparedStatement } from '../../db/prepared';

/** The catalogue's version (migration 0006 bumps it on every statement that writes the catalogue); 0 when never written. */
const catalogueVersion: PreparedStatement = {
  name: 'catalogue-version',
  text: 'SELECT version FROM catalogue_version WHERE id = 1',
};

/**
 * Read once as a catalogue request begins and handed to the catalogue cache (catalogue-cache.ts), so no answer
 * comes from before a change that committed before the request. A named prepared statement: it runs on every search.
 */
export function createCatalogueVersionRepository(db: Executor) {
  return {
    async readVersion(): Promise<number> {
      const [row] = await preparedRows<{ version: string | number | null }>(db, catalogueVersion, []);
      return Number(row?.version ?? 0);
    },
  };
}
export type CatalogueVersionRepository = ReturnType<typeof createCatalogueVersionRepository>;
