import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app-dependencies';
import { registerLive } from '../live/register-live';
import { registerAccount } from './account/account.module';
import { registerAuth } from './auth/auth.module';
import { registerAvailability } from './availability/availability.module';
import { registerBasket } from './basket/basket.module';
import { registerCheckout } from './checkout/checkout.module';
import { registerCatalogue } from './catalogue/catalogue.module';
import { registerDeliveryQuote } from './delivery-quote/delivery-quote.module';
import { registerDevMail } from './dev-mail/dev-mail.module';
import { registerHealth } from './health/health.module';
import { registerLists } from './lists/lists.module';
import { registerLocation } from './location/location.module';
import { registerMerchantAccounts } from './merchant-accounts/merchant-accounts.module';
import { registerMedia } from './media/media.module';
import { registerNotifications } from './notifications/notifications.module';
import { registerOrders } from './orders/orders.module';
import { registerPlatform } from './platform/platform.module';
import { registerPostcode } from './postcode/postcode.module';
import { registerSaveForLater } from './save-for-later/save-for-later.module';
import { registerSpares } from './spares/spares.module';
import { registerUserGroup } from './user-group/user-group.module';
import { registerUsers } from './users/users.module';

/**
 * The one ordered list of areas (docs/ARCHITECTURE.md "Adding an area"). Each `register<Area>` builds its services,
 * registers its routes and returns the services other areas may call; an area that needs another is given that
 * area's returned module, never its repositories. Public routes (health, media) come before the session guard.
 */
export async function registerModules(app: FastifyInstance, deps: AppDependencies) {
  const health = await registerHealth(app, deps);
  await registerMedia(app, deps);
  const auth = await registerAuth(app, deps);
  const account = await registerAccount(app, deps);
  await registerUserGroup(app, deps);
  const platform = await registerPlatform(app, deps);
  const notifications = await registerNotifications(app, deps);
  const basket = await registerBasket(app, { ...deps, account });
  await registerSaveForLater(app, { ...deps, basket });
  await registerDeliveryQuote(app, { ...deps, basket });
  await registerLocation(app, { ...deps, basket });
  const availability = await registerAvailability(app, { ...deps, basket, account, platform });
  // The live hubs, with the invocations of the areas above.
  await registerLive(app, { sessionService: auth.sessionService, allowedOrigins: deps.config.liveAllowedOrigins, availabilityInvocations: availability.liveInvocations });
  await registerPostcode(app, deps);
  const catalogue = await registerCatalogue(app, { ...deps, platform, health });
  await registerLists(app, { ...deps, catalogue });
  await registerDevMail(app, deps);
  const checkout = await registerCheckout(app, { ...deps, basket, platform, notifications });
  await registerSpares(app, { ...deps, catalogue, notifications });
  await registerMerchantAccounts(app, { ...deps, account, notifications });
  await registerUsers(app, deps);
  await registerOrders(app, { ...deps, basket, account, platform, notifications, checkout });
}
