import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountTypesResponse,
  BranchesResponse,
  CreateMerchantAccountRequest,
  GroupedBranchesResponse,
  MerchantAccountIdQuery,
  merchantAccountPaths as paths,
  MerchantAccountsResponse,
  MerchantAccountWriteResponse,
  PaymentMethodTypesResponse,
  SupplierIdQuery,
  SuppliersResponse,
  UpdateMerchantAccountRequest,
  UpdatePaymentMethodTypeRequest,
  ValidateMerchantAccountResponse,
} from '@sparesfinder/contracts/merchant-accounts';
import { requireSession } from '../../plugins/session';
import type { MerchantAccountsService } from './merchant-accounts.service';

/** spec 1 §7 Merchant accounts: OrganisationSupplier/* and PaymentMethodType/GetAll (form data or JSON). */
export async function merchantAccountsRoutes(fastify: FastifyInstance, { merchantAccountsService: service }: { merchantAccountsService: MerchantAccountsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['merchant-accounts'];
  const write = { 200: MerchantAccountWriteResponse };

  app.get(paths.list, { schema: { tags, response: { 200: MerchantAccountsResponse } } }, async (request) => service.list(requireSession(request)));
  app.post(paths.create, { schema: { tags, body: CreateMerchantAccountRequest, response: write } }, async (request) =>
    service.create(requireSession(request), request.body),
  );
  app.post(paths.validate, { schema: { tags, body: CreateMerchantAccountRequest, response: { 200: ValidateMerchantAccountResponse } } }, async (request) =>
    service.validate(requireSession(request), request.body),
  );
  app.post(paths.update, { schema: { tags, body: UpdateMerchantAccountRequest, response: write } }, async (request) =>
    service.update(requireSession(request), request.body),
  );
  app.get(paths.delete, { schema: { tags, querystring: MerchantAccountIdQuery, response: write } }, async (request) =>
    service.remove(requireSession(request), request.query.id),
  );
  app.post(paths.updatePaymentMethodType, { schema: { tags, body: UpdatePaymentMethodTypeRequest, response: write } }, async (request) =>
    service.updatePaymentMethod(requireSession(request), request.body),
  );
  app.get(paths.suppliers, { schema: { tags, response: { 200: SuppliersResponse } } }, async () => service.listSuppliers());
  app.get(paths.types, { schema: { tags, response: { 200: AccountTypesResponse } } }, async () => service.listTypes());
  app.get(paths.branches, { schema: { tags, querystring: SupplierIdQuery, response: { 200: BranchesResponse } } }, async (request) =>
    service.listBranches(request.query.SupplierID),
  );
  app.get(paths.groupedBranches, { schema: { tags, querystring: SupplierIdQuery, response: { 200: GroupedBranchesResponse } } }, async (request) =>
    service.listGroupedBranches(request.query.SupplierID),
  );
  app.get(paths.paymentMethodTypes, { schema: { tags, response: { 200: PaymentMethodTypesResponse } } }, async () => service.listPaymentMethodTypes());
}
