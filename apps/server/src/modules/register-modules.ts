import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app';
import type { AuthService } from './auth/auth.service';
import { healthRoutes } from './health/health.routes';
import { authRoutes } from './auth/auth.routes';
import { accountRoutes } from './account/account.routes';
import { createAccountRepository } from './account/account.repository';
import { createAccountService } from './account/account.service';
import { userGroupRoutes } from './user-group/user-group.routes';
import { createUserGroupRepository } from './user-group/user-group.repository';
import { createUserGroupService } from './user-group/user-group.service';
import { platformRoutes } from './platform/platform.routes';
import { createPlatformRepository } from './platform/platform.repository';
import { createPlatformService } from './platform/platform.service';
import { notificationsRoutes } from './notifications/notifications.routes';
import { createNotificationsRepository } from './notifications/notifications.repository';
import { createNotificationsService } from './notifications/notifications.service';
import { basketRoutes } from './basket/basket.routes';
import { buildBasketService } from './basket/create-basket-service';
import { saveForLaterRoutes } from './save-for-later/save-for-later.routes';
import { buildSaveForLaterServices } from './save-for-later/create-save-for-later-services';
import { deliveryQuoteRoutes } from './delivery-quote/delivery-quote.routes';
import { createDeliveryQuoteRepository } from './delivery-quote/delivery-quote.repository';
import { createDeliveryQuoteService } from './delivery-quote/delivery-quote.service';
import { locationRoutes } from './location/location.routes';
import { createLocationService } from './location/location.service';
import { postcodeRoutes } from './postcode/postcode.routes';
import { createPostcodeService } from './postcode/postcode.service';
import { devMailRoutes } from './dev-mail/dev-mail.routes';
import { mediaRoutes } from './media/media.routes';
import { createMailOutboxRepository } from '../providers/mail/mail-outbox.repository';
import { registerCatalogue } from './catalogue/register-catalogue';
import { registerLists } from './lists/register-lists';

export interface ModuleDependencies extends AppDependencies {
  authService: AuthService;
  sessionTtlSeconds: number;
}

/** The one list of feature modules: each gets its service built from repositories, providers and the clock. */
export async function registerModules(app: FastifyInstance, deps: ModuleDependencies) {
  const { config, database, providers, clock } = deps;
  const db = database.db;

  await app.register(healthRoutes, { database });
  await app.register(mediaRoutes);
  await app.register(authRoutes, {
    authService: deps.authService,
    sessionTtlSeconds: deps.sessionTtlSeconds,
    cookies: { secure: config.cookieSecure },
  });
  const accountService = createAccountService({ accountRepository: createAccountRepository(db) });
  await app.register(accountRoutes, { accountService });
  await app.register(userGroupRoutes, { userGroupService: createUserGroupService({ userGroupRepository: createUserGroupRepository(db) }) });
  await app.register(platformRoutes, { platformService: createPlatformService({ platformRepository: createPlatformRepository(db) }) });
  await app.register(notificationsRoutes, {
    notificationsService: createNotificationsService({
      notificationsRepository: createNotificationsRepository(db),
      mail: providers.mail,
      supportEmail: config.mail.supportEmail,
      clock,
    }),
  });
  const basketService = buildBasketService({ db, clock, isAccountCompleted: async (actor) => (await accountService.isAccountCompleted(actor)).isCompleted });
  await app.register(basketRoutes, { basketService });
  await app.register(saveForLaterRoutes, buildSaveForLaterServices({ db, clock, basketService }));
  const deliveryQuoteRepository = createDeliveryQuoteRepository(db);
  const deliveryQuoteService = createDeliveryQuoteService({ deliveryQuoteRepository, basketService, geocoder: providers.geocoder, courier: providers.courier, clock });
  await app.register(deliveryQuoteRoutes, { deliveryQuoteService });
  await app.register(locationRoutes, { locationService: createLocationService({ geocoder: providers.geocoder, basketService }) });
  await app.register(postcodeRoutes, {
    postcodeService: createPostcodeService({ geocoder: providers.geocoder, addressLookup: providers.addressLookup }),
  });
  const { productCardService } = await registerCatalogue(app, { db, searchCacheEntries: config.searchCacheEntries, searchExactLimit: config.searchExactLimit });
  await registerLists(app, { db, clock, mail: providers.mail, teamEmail: config.mail.supportEmail, productCardService });
  if (config.mail.provider === 'outbox') await app.register(devMailRoutes, { outbox: createMailOutboxRepository(db) });
}
