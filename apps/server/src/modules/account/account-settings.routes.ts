import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChangePreferenceRequest,
  ChangePreferenceResponse,
  ListTradesResponse,
  Preference,
  UpdateAccountInfoRequest,
  UpdateAccountInfoResponse,
  UpdateTradesRequest,
} from '@sparesfinder/contracts/account';
import { accountAdminPaths } from '@sparesfinder/contracts/account-users';
import { requireSession } from '../../plugins/session';
import type { AccountSettingsService } from './account-settings.service';

/** spec 1 §7 Account writes of the Company Details page (form-encoded or JSON). */
export async function accountSettingsRoutes(fastify: FastifyInstance, { accountSettingsService: service }: { accountSettingsService: AccountSettingsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  app.post(accountAdminPaths.updateAccountInfo, { schema: { tags, body: UpdateAccountInfoRequest, response: { 200: UpdateAccountInfoResponse } } }, async (request) =>
    service.updateAccountInfo(requireSession(request), request.body),
  );
  app.get(accountAdminPaths.getPreference, { schema: { tags, response: { 200: Preference } } }, async (request) =>
    service.getPreference(requireSession(request)),
  );
  app.post(accountAdminPaths.changePreference, { schema: { tags, body: ChangePreferenceRequest, response: { 200: ChangePreferenceResponse } } }, async (request) =>
    service.changePreference(requireSession(request), request.body.preferNonGenuineParts),
  );
  app.get(accountAdminPaths.listTrades, { schema: { tags, response: { 200: ListTradesResponse } } }, async (request) =>
    service.listTrades(requireSession(request)),
  );
  app.post(accountAdminPaths.updateTrades, { schema: { tags, body: UpdateTradesRequest, response: { 200: ListTradesResponse } } }, async (request) =>
    service.updateTrades(requireSession(request), request.body.tradeIds),
  );
}
