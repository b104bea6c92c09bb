import { sql } from 'drizzle-orm';
import { searchSampleModulus } from '@sparesfinder/domain/catalogue/ranking';
import type { Executor } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { createAppliancePartsBuilder, type ApplianceParts } from './appliance-parts';
import { createPartNumbersBuilder, type PartNumbers } from './part-numbers';
import { createProductFactsBuilder, type ProductFacts, type ProductFactsRow } from './product-facts';
import { createTextIndexBuilder, type TextIndex } from './text-index';

/**
 * The catalogue's text and facts in memory, exactly as product_search and appliance_parts held them at `version`
 * (decision 017; both bump the version).
 */
export interface CatalogueTextIndex {
  version: number;
  text: TextIndex;
  /**
   * The fixed sample's products alone (id % searchSampleModulus = 0): a broad term is first counted on the sample,
   * and matching it here reads a sixteenth of its postings instead of every product's ('valve': 232,000 at full scale).
   */
  sampleText: TextIndex;
  facts: ProductFacts;
  /** The products fitting each appliance, and the appliances of each GC number: searches naming them are answered in memory too. */
  applianceParts: ApplianceParts;
  /** Every product's part number: a typed part number is matched and ranked in memory too. */
  partNumbers: PartNumbers;
}

/** Rows per keyset read: big enough to cost few round trips, small enough to leave the event loop often. */
const batchSize = 20_000;
/** Appliance parts per keyset read: two integers a row. */
const partsBatchSize = 100_000;

type ProductSearchRow = ProductFactsRow & { document: string | null; partNumber: string | null };

/**
 * Reads product_search in id order, in keyset batches, and builds the index and the facts; then appliance_parts. The
 * batches are separate statements, so they are not one snapshot: the catalogue's version is read before and after,
 * and a load that saw it move is discarded (undefined) and tried again by the caller. A write committed before the
 * first read is in both readings and in the rows; one committed later moves the second reading.
 */
export async function loadCatalogueTextIndex(db: Executor, readVersion: () => Promise<number>, isCancelled: () => boolean = () => false): Promise<CatalogueTextIndex | undefined> {
  const version = await readVersion();
  const text = createTextIndexBuilder();
  const sampleText = createTextIndexBuilder();
  const facts = createProductFactsBuilder();
  const partNumbers = createPartNumbersBuilder();
  for (let after = -1; ; ) {
    if (isCancelled()) return undefined;
    const batch = await rowsOf<ProductSearchRow>(
      db,
      sql`SELECT id, search_document::text AS document, classification_id AS "classificationId", coalesce(attribute_value_ids, '{}') AS "valueIds",
            manufacturer_id AS "manufacturerId", is_genuine AS "isGenuine", mpn_normalised AS "partNumber", length(mpn_normalised) AS "partNumberLength",
            coalesce(length(search_document), 0) AS "documentLength"
          FROM product_search WHERE id > ${after} ORDER BY id LIMIT ${batchSize}`,
    );
    for (const row of batch) {
      // A product with no document matches no text query, not even a negated one (NULL @@ q is not true).
      if (row.document !== null) {
        const document = { id: row.id, document: row.document };
        text.add(document);
        if (row.id % searchSampleModulus === 0) sampleText.add(document);
      }
      facts.add(row);
      partNumbers.add(row.id, row.partNumber);
    }
    if (batch.length < batchSize) break;
    after = batch.at(-1)!.id;
  }
  const applianceParts = await loadApplianceParts(db, isCancelled);
  if (!applianceParts || (await readVersion()) !== version) return undefined;
  return { version, text: text.build(), sampleText: sampleText.build(), facts: facts.build(), applianceParts, partNumbers: partNumbers.build() };
}

/** appliance_parts in primary-key order, in keyset batches, and the appliances' GC numbers; undefined when cancelled. */
async function loadApplianceParts(db: Executor, isCancelled: () => boolean): Promise<ApplianceParts | undefined> {
  const parts = createAppliancePartsBuilder();
  // 40,000 appliances at full scale: one read.
  const carrying = await rowsOf<{ id: number; gcNumber: string }>(db, sql`SELECT id, gc_number AS "gcNumber" FROM appliances ORDER BY id`);
  for (const row of carrying) parts.addGcNumber(row.id, row.gcNumber);
  for (let after = { applianceId: -1, productId: -1 }; ; ) {
    if (isCancelled()) return undefined;
    const batch = await rowsOf<{ applianceId: number; productId: number }>(
      db,
      sql`SELECT appliance_id AS "applianceId", product_id AS "productId" FROM appliance_parts
          WHERE (appliance_id, product_id) > (${after.applianceId}, ${after.productId}) ORDER BY appliance_id, product_id LIMIT ${partsBatchSize}`,
    );
    for (const row of batch) parts.add(row.applianceId, row.productId);
    if (batch.length < partsBatchSize) return parts.build();
    after = batch.at(-1)!;
  }
}
