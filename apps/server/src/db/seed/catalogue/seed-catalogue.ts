import { classifications } from '../../schema/index';
import type { BulkWriter } from '../bulk-writer';
import type { SeedContext } from '../seed-context';
import { planAppliances, seedAppliances, seedManufacturersAndPartTypes, type ApplianceInfo } from './appliances';
import { planLayout, type CatalogueLayout } from './catalogue-plan';
import { buildClassifications } from './classifications';
import { seedProducts, type CatalogueArrays } from './products';

export interface CatalogueWorld {
  layout: CatalogueLayout;
  arrays: CatalogueArrays;
  appliances: ApplianceInfo[];
}

/** Categories, makers, products (with attributes, related items and equivalents), then appliances and their fitment. */
export async function seedCatalogue(writer: BulkWriter, context: SeedContext): Promise<CatalogueWorld> {
  const classificationWorld = buildClassifications();
  await writer.insert(classifications, classificationWorld.rows);
  const layout = planLayout(context, classificationWorld);
  await seedManufacturersAndPartTypes(writer, layout);
  const arrays = await seedProducts(writer, context, layout);
  const appliances = planAppliances(context, layout);
  await seedAppliances(writer, context, appliances, arrays);
  await fillProductSearch(writer);
  return { layout, arrays, appliances };
}

/**
 * The narrow search table of migration 0005, filled in one statement after the COPY (its sync trigger is skipped
 * while the seed loads as replica) and in classification order, which is what keeps broad-term counts cheap.
 */
async function fillProductSearch(writer: BulkWriter) {
  await writer.exec(`INSERT INTO product_search (id, classification_id, manufacturer_id, is_genuine, mpn_normalised, search_document)
    SELECT id, classification_id, manufacturer_id, is_genuine, mpn_normalised, search_document FROM products ORDER BY classification_id, id`);
}
