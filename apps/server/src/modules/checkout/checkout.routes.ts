import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountOrderSubmission,
  AddAddressRequest,
  BasketKeyOnly,
  SavedAddress,
  CheckoutRules,
  checkoutPaths,
  DeleteAddressQuery,
  DeleteAddressResponse,
  IsTestUserResponse,
  OrderPlacementResponse,
  OrganisationInfo,
  RemainingCourierLinesResponse,
  SavedAddressesQuery,
  SavedAddressesResponse,
  SupplierSettingsResponse,
  ValidateDiscountRequest,
  ValidateDiscountResponse,
} from '@sparesfinder/contracts/checkout';
import { requireSession } from '../../plugins/session';
import type { CheckoutService } from './checkout.service';
import type { OrderPlacement } from './order-placement';

/** spec 3 §7 "Checkout" (paths ours, decision 014): the page's data and the account order. */
export async function checkoutRoutes(fastify: FastifyInstance, { checkoutService, orderPlacement }: { checkoutService: CheckoutService; orderPlacement: OrderPlacement }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['checkout'];
  app.get(checkoutPaths.savedAddresses, { schema: { tags, querystring: SavedAddressesQuery, response: { 200: SavedAddressesResponse } } }, async (request) =>
    checkoutService.getSavedAddresses(requireSession(request), request.query.billing),
  );
  app.post(checkoutPaths.addAddress, { schema: { tags, body: AddAddressRequest, response: { 200: SavedAddress } } }, async (request) =>
    checkoutService.addAddress(requireSession(request), request.body),
  );
  app.delete(checkoutPaths.deleteAddress, { schema: { tags, querystring: DeleteAddressQuery, response: { 200: DeleteAddressResponse } } }, async (request) =>
    checkoutService.deleteAddress(requireSession(request), request.query.id),
  );
  app.get(checkoutPaths.organisationInfo, { schema: { tags, response: { 200: OrganisationInfo } } }, async (request) => checkoutService.getOrganisationInfo(requireSession(request)));
  app.get(checkoutPaths.supplierSettings, { schema: { tags, response: { 200: SupplierSettingsResponse } } }, async (request) => checkoutService.getSupplierSettings(requireSession(request)));
  app.get(checkoutPaths.isTestUser, { schema: { tags, response: { 200: IsTestUserResponse } } }, async (request) => ({ isTestUser: await checkoutService.isTestUser(requireSession(request)) }));
  app.get(checkoutPaths.checkoutRules, { schema: { tags, querystring: BasketKeyOnly, response: { 200: CheckoutRules } } }, async (request) =>
    checkoutService.getCheckoutRules(requireSession(request), request.query.basketKey),
  );
  app.get(checkoutPaths.remainingCourierLines, { schema: { tags, querystring: BasketKeyOnly, response: { 200: RemainingCourierLinesResponse } } }, async (request) =>
    checkoutService.getRemainingCourierLines(requireSession(request), request.query.basketKey),
  );
  app.post(checkoutPaths.validateDiscount, { schema: { tags, body: ValidateDiscountRequest, response: { 200: ValidateDiscountResponse } } }, async (request) =>
    checkoutService.validateDiscount(requireSession(request), request.body),
  );
  // Exactly once: a second call for a placed basket answers the same order (basketWriter.place).
  app.post(checkoutPaths.placeAccountOrder, { schema: { tags, body: AccountOrderSubmission, response: { 200: OrderPlacementResponse } } }, async (request) =>
    orderPlacement.place(requireSession(request), request.body),
  );
}
