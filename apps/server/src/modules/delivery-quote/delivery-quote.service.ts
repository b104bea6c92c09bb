import type { AddDeliveryQuoteToBasketRequest, DeliveryQuoteRequest, DeliveryQuoteResponse } from '@sparesfinder/contracts/delivery-quote';
import type { Basket } from '@sparesfinder/contracts/basket';
import { notFound, ruleBroken, validationError } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { isProductLine } from '@sparesfinder/domain/basket/basket-lines';
import { offerableQuotes, sameDayDeliveryWindows, sameDayQuoteLifetimeMinutes } from '@sparesfinder/domain/basket/same-day-quotes';
import { distanceMiles } from '@sparesfinder/domain/geo-distance';
import { normaliseUkMobile } from '@sparesfinder/domain/mobile-number';
import { normalisePostcode } from '@sparesfinder/domain/postcode';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { CourierCode, CourierProvider } from '../../providers/courier/courier-provider';
import type { GeocoderProvider } from '../../providers/geocoder/geocoder-provider';
import type { BasketService } from '../basket/basket.service';
import type { DeliveryQuoteRepository } from './delivery-quote.repository';
import { courierLineOf, toDeliveryQuote } from './delivery-quote-view';

const couriers = new Set<string>(['GOPHR', 'STUART']);
const invalidPostcode = () => validationError(messages.location.invalidPostcode, { deliveryPostCode: [messages.location.invalidPostcode] });

export interface DeliveryQuoteDeps {
  deliveryQuoteRepository: DeliveryQuoteRepository;
  basketService: BasketService;
  geocoder: GeocoderProvider;
  courier: CourierProvider;
  clock: Clock;
}

export function createDeliveryQuoteService(deps: DeliveryQuoteDeps) {
  const { deliveryQuoteRepository: repository, basketService, geocoder, courier, clock } = deps;

  return {
    /** spec 2 §4 delivery modal step 2: priced quotes for the branch and address, only those up to £30 with VAT. */
    async getQuotes(actor: Actor, request: z.output<typeof DeliveryQuoteRequest>): Promise<DeliveryQuoteResponse> {
      const postcode = normalisePostcode(request.deliveryPostCode);
      if (!postcode) throw invalidPostcode();
      const branch = await repository.findBranch(request.branch);
      if (!branch) throw notFound('Branch');
      // spec 3 §4.1 option 4: only an express-open branch with same-day types offers couriers.
      const types = branch.isExpressOpen ? await repository.listSameDayTypesOfBranch(branch.id) : [];
      const offered = types.filter((type) => couriers.has(type.name) && (!request.deliveryProviderTypeId || type.id === request.deliveryProviderTypeId));
      if (offered.length === 0) return { collection: [] };
      const dropoff = await geocoder.lookup(postcode);
      if (!dropoff) throw invalidPostcode();

      const miles = Math.round(distanceMiles(branch, dropoff) * 10) / 10;
      const basket = await basketService.getBasketForUser(actor);
      const basketUnits = basket.lines.filter(isProductLine).reduce((sum, line) => sum + line.qty, 0);
      const prices = await courier
        .quote({
          couriers: offered.map((type) => type.name as CourierCode),
          windows: request.deliveryMinutes ? [request.deliveryMinutes] : sameDayDeliveryWindows,
          pickup: { postcode: branch.postcode, latitude: branch.latitude, longitude: branch.longitude },
          dropoff,
          distanceMiles: miles,
          basketUnits,
        })
        .catch(() => {
          throw ruleBroken(messages.delivery.unableToProcess);
        });

      const now = clock.now();
      const expiresAt = new Date(now.getTime() + sameDayQuoteLifetimeMinutes * 60_000);
      const quotes = offerableQuotes(prices).map((price) => ({ ...price, type: offered.find((type) => type.name === price.courierCode)! }));
      const ids = await repository.insertQuotes(
        quotes.map((quote) => ({
          organisationId: actor.organisationId,
          userId: actor.userId,
          branchId: branch.id,
          sameDayDeliveryTypeId: quote.type.id,
          courierCode: quote.courierCode,
          deliveryMinutes: quote.deliveryMinutes,
          distanceMiles: miles,
          priceNetPence: quote.priceNetPence,
          priceWithVatPence: quote.priceWithVatPence,
          deliveryAddress1: request.deliveryAddress1,
          deliveryAddress2: request.deliveryAddress2 || null,
          deliveryPostCode: postcode,
          deliveryTown: request.deliveryTown,
          createdAt: now,
          expiresAt,
        })),
      );
      return { collection: quotes.map((quote, i) => toDeliveryQuote(ids[i]!, quote, miles, expiresAt)) };
    },

    /** spec 2 §4 step 3: the chosen, still-valid quote becomes the basket's only courier line. */
    async addQuoteToBasket(actor: Actor, request: z.output<typeof AddDeliveryQuoteToBasketRequest>): Promise<Basket> {
      const mobile = normaliseUkMobile(request.deliveryMobileNumber);
      if (!mobile) throw validationError(messages.delivery.invalidMobile, { deliveryMobileNumber: [messages.delivery.invalidMobile] });
      const quote = await repository.findQuote(actor.organisationId, actor.userId, request.quoteId);
      if (!quote) throw notFound('Delivery quote');
      if (quote.expiresAt.getTime() <= clock.now().getTime()) throw ruleBroken(messages.delivery.quoteExpired);
      return basketService.setCourierLine(actor, courierLineOf(quote), {
        quoteId: quote.id,
        isDelivery: true,
        selectedBranchId: quote.branchId,
        contactName: request.deliveryPersonName,
        mobileNumber: mobile,
        address1: quote.deliveryAddress1,
        address2: quote.deliveryAddress2,
        town: quote.deliveryTown,
        postCode: quote.deliveryPostCode,
      });
    },
  };
}
export type DeliveryQuoteService = ReturnType<typeof createDeliveryQuoteService>;
