import type { DeliveryQuote } from '@sparesfinder/contracts/delivery-quote';
import { basketLineTypeIds } from '@sparesfinder/domain/basket/basket-line-types';
import { penceToPounds } from '@sparesfinder/domain/money';
import { toIsoDateTime } from '@sparesfinder/domain/dates';
import { sameDayCourierLineDescription, sameDayQuoteDescription } from '@sparesfinder/domain/basket/same-day-quotes';
import type { BasketLineRecord } from '../basket/basket.repository';
import type { StoredDeliveryQuote } from './delivery-quote.repository';

interface OfferedQuote {
  courierCode: string;
  deliveryMinutes: number;
  priceNetPence: number;
  priceWithVatPence: number;
  type: { id: number; name: string; description: string; imageUrl: string };
}

export const toDeliveryQuote = (quoteId: number, quote: OfferedQuote, distanceMiles: number, expiresAt: Date): DeliveryQuote => ({
  quoteId,
  courierCode: quote.courierCode,
  deliveryProviderTypeId: quote.type.id,
  name: quote.type.name,
  description: sameDayQuoteDescription(quote.type.description, quote.deliveryMinutes),
  imageUrl: quote.type.imageUrl,
  deliveryMinutes: quote.deliveryMinutes,
  distanceMiles,
  priceNet: penceToPounds(quote.priceNetPence),
  priceWithVat: penceToPounds(quote.priceWithVatPence),
  expiresAt: toIsoDateTime(expiresAt),
});

/** The courier line (spec 3 §3: code GOPHR or STUART, a delivery charge line passed on at cost, spec 2 §9). */
export const courierLineOf = (quote: StoredDeliveryQuote): BasketLineRecord => ({
  productId: null,
  basketLineTypeId: basketLineTypeIds.deliveryCharge,
  manufacturerCode: quote.courierCode,
  description: sameDayCourierLineDescription(quote.courierName, quote.deliveryMinutes),
  qty: 1,
  costPence: quote.priceNetPence,
  displayedCostPence: quote.priceNetPence,
  imageUrl: quote.imageUrl,
  manufacturer: null,
  iBasisAppliance: null,
  iBasisManId: null,
  iBasisApplianceId: null,
  iBasisGcn: null,
  iBasisApplianceGc: null,
});
