import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import type { BasketModule } from '../basket/basket.module';
import { createDeliveryQuoteRepository } from './delivery-quote.repository';
import { deliveryQuoteRoutes } from './delivery-quote.routes';
import { createDeliveryQuoteService } from './delivery-quote.service';

/** Same-day courier quotes (spec 2 §5, §7 DeliveryQuote); the chosen quote becomes a basket line. */
export async function registerDeliveryQuote(app: FastifyInstance, deps: AppDependencies & { basket: BasketModule }) {
  const deliveryQuoteService = createDeliveryQuoteService({
    deliveryQuoteRepository: createDeliveryQuoteRepository(deps.database.db),
    basketService: deps.basket.basketService,
    geocoder: deps.providers.geocoder,
    courier: deps.providers.courier,
    clock: deps.clock,
  });
  await app.register(deliveryQuoteRoutes, { deliveryQuoteService });
  return { deliveryQuoteService };
}
