import { classifications } from '../../schema/index';
import type { BulkWriter } from '../bulk-writer';
import type { SeedContext } from '../seed-context';
import { planAppliances, seedAppliances, seedManufacturersAndPartTypes, type ApplianceInfo } from './appliances';
import { planLayout, type CatalogueLayout } from './catalogue-plan';
import { buildClassifications } from './classifications';
import { seedProducts, type CatalogueArrays } from './products';
import { seedSpareAttributes } from './spare-attributes';

export interface CatalogueWorld {
  layout: CatalogueLayout;
  arrays: CatalogueArrays;
  appliances: ApplianceInfo[];
}

/** Categories, makers, products (with attributes, related items and equivalents), then appliances, their fitment and the spare parts' attributes. */
export async function seedCatalogue(writer: BulkWriter, context: SeedContext): Promise<CatalogueWorld> {
  const classificationWorld = buildClassifications();
  await writer.insert(classifications, classificationWorld.rows);
  const layout = planLayout(context, classificationWorld);
  await seedManufacturersAndPartTypes(writer, layout);
  const arrays = await seedProducts(writer, context, layout);
  const appliances = planAppliances(context, layout);
  await seedAppliances(writer, context, appliances, arrays);
  await seedSpareAttributes(writer, context, layout, appliances, arrays);
  await fillProductSearch(writer);
  return { layout, arrays, appliances };
}

/**
 * The search tables (migrations 0005-0007, 0020), filled after the COPY (their sync triggers are skipped while the seed
 * loads as replica) by the migrations' own refill functions: product_search in the order the search relies on, its
 * kept counts, the autocomplete names, a new catalogue version, and the spares finder's keyword table.
 */
async function fillProductSearch(writer: BulkWriter) {
  await writer.exec('SELECT product_search_refill()');
  await writer.exec('SELECT search_suggestions_refill()');
  await writer.exec('SELECT search_words_refill()');
  await writer.exec('SELECT spare_part_search_refill()');
}
