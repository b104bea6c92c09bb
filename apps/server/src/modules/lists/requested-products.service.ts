import type {
  AddRequestedProductForm,
  AddRequestedProductResponse,
  RequestedProductsSearch,
  RequestedProductsSearchResponse,
  SuccessResponse,
} from '@sparesfinder/contracts/lists';
import { notFound } from '@sparesfinder/contracts/errors';
import { toIsoDateTime } from '@sparesfinder/domain/dates';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { RequestedProductsRepository } from './requested-products.repository';

/** spec 2 §2 /requested-products: search, add, remove (another user's or organisation's id is a 404). */
export function createRequestedProductsService(deps: { requestedProductsRepository: RequestedProductsRepository; clock: Clock }) {
  const { requestedProductsRepository: repository, clock } = deps;
  return {
    async search(actor: Actor, search: RequestedProductsSearch): Promise<RequestedProductsSearchResponse> {
      const { rows, total } = await repository.search(actor, { ...search, text: search.searchText });
      return { totalRecords: total, collection: rows.map((row) => ({ ...row, createdOn: toIsoDateTime(row.createdOn) })) };
    },

    async add(actor: Actor, form: AddRequestedProductForm): Promise<AddRequestedProductResponse> {
      const id = await repository.add(actor, {
        manufacturerPartNumber: form.manufacturerPartNumber,
        description: form.description,
        imageUrl: form.imageUrl ?? null,
        iBasisAppliance: form.iBasisAppliance ?? null,
        createdOn: clock.now(),
      });
      return { success: true, id };
    },

    async remove(actor: Actor, id: number): Promise<SuccessResponse> {
      if (!(await repository.remove(actor, id))) throw notFound('Requested product');
      return { success: true };
    },
  };
}
export type RequestedProductsService = ReturnType<typeof createRequestedProductsService>;
