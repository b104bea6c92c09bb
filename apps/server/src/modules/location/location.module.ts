import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import type { BasketModule } from '../basket/basket.module';
import { locationRoutes } from './location.routes';
import { createLocationService } from './location.service';

/** Change location (spec 2 §6): the basket's fulfilment postcode, geocoded. */
export async function registerLocation(app: FastifyInstance, deps: AppDependencies & { basket: BasketModule }) {
  await app.register(locationRoutes, { locationService: createLocationService({ geocoder: deps.providers.geocoder, basketService: deps.basket.basketService }) });
  return {};
}
