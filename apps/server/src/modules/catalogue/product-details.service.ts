import type { PartFitsResponse, RelatedProductsResponse, TechnicalSpecificationsResponse } from '@sparesfinder/contracts/catalogue';
import { notFound } from '@sparesfinder/contracts/errors';
import { normalisePartNumber } from '@sparesfinder/domain/catalogue/search-term';
import { penceToPounds } from '@sparesfinder/domain/money';
import { pricePaidPence } from '@sparesfinder/domain/pricing/price-paid';
import type { Actor } from '../../lib/actor';
import { renderManualPdf } from './manual-pdf';
import type { ProductDetailsRepository } from './product-details.repository';

/** The product modals: technical specification, 'This part also fits...', related products, the manual. */
export function createProductDetailsService(deps: { productDetailsRepository: ProductDetailsRepository }) {
  const { productDetailsRepository: repository } = deps;

  const assertProduct = async (productId: number) => {
    if (!(await repository.productExists(productId))) throw notFound('Product');
  };

  return {
    /** An unknown item is a 404; a product without attributes has an empty specification. */
    async getSpecifications(itemId: number): Promise<TechnicalSpecificationsResponse> {
      await assertProduct(itemId);
      return repository.listSpecifications(itemId);
    },

    async getPartFits(mpn: string, manufacturerId: number | undefined): Promise<PartFitsResponse> {
      const normalised = normalisePartNumber(mpn);
      return normalised ? repository.listAppliancesFitting(normalised, manufacturerId) : [];
    },

    /** 'You may require ...': each related product at what the viewer's organisation pays (issue #11). */
    async getRelated(actor: Actor, productId: number, skip: number, take: number): Promise<RelatedProductsResponse> {
      await assertProduct(productId);
      const [count, rows] = await Promise.all([repository.countRelated(productId), repository.listRelated(productId, actor.organisationId, skip, take)]);
      return {
        count,
        collection: rows.map((row) => ({
          id: row.id,
          childItem: {
            id: row.id,
            description: row.description,
            sparesFinderPrice: penceToPounds(pricePaidPence({ listPricePence: row.pricePence, buyingGroupCostPence: row.buyingGroupCostPence }, row)),
            imageUrlDisplayString: row.imageUrl,
            manufactureCode: row.mpn,
            category: { sortOrder: Number(row.sortOrder) },
          },
        })),
      };
    },

    /** The manual as a small generated PDF; 404 when the appliance is unknown or has no manual. */
    async getManualPdf(applianceId: number): Promise<{ fileName: string; pdf: Buffer }> {
      const manual = await repository.findManual(applianceId);
      if (!manual) throw notFound('Manual');
      const pdf = await renderManualPdf(manual);
      return { fileName: `${manual.applianceName.replace(/[^A-Za-z0-9]+/g, '-')}-manual.pdf`, pdf };
    },
  };
}
export type ProductDetailsService = ReturnType<typeof createProductDetailsService>;
