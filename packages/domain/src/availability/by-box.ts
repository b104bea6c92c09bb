import { basketLineTypeIds } from '../basket/basket-line-types';
import { fulfilmentOptionIds } from './fulfilment-options';

/** The code of the by-box line on a basket (spec 3 §3 line type 5). */
export const byBoxLineCode = 'BYBOX';

export interface ByBoxContext {
  /** The basket's chosen branch's merchant delivers by-box (the named trade supplier, 4). */
  merchantDeliversByBox: boolean;
  organisationByBoxEnabled: boolean;
  byBoxFlagOn: boolean;
  /** The option accepted on the basket (SparesAvailability/Select with 5). */
  acceptedOptionId: number | null;
}

export type ByBoxRefusal = 'not-allowed' | 'option-not-chosen';

/**
 * spec 3 §4.1 option 5 and §4.6: a by-box line needs the by-box merchant, by-box enabled for the organisation, the
 * `buy-box` flag, and the by-box option accepted on the basket first. Null when it may be added.
 */
export function byBoxRefusal(context: ByBoxContext): ByBoxRefusal | null {
  if (!context.merchantDeliversByBox || !context.organisationByBoxEnabled || !context.byBoxFlagOn) return 'not-allowed';
  return context.acceptedOptionId === fulfilmentOptionIds.byBox ? null : 'option-not-chosen';
}

/** A same-site image path (the supplier logo the page sends); anything else is not stored. */
export const safeImagePath = (imageUrl: string | null | undefined): string | null =>
  imageUrl && /^\/(?!\/)[A-Za-z0-9/_.-]{1,299}$/.test(imageUrl) && !imageUrl.includes('..') ? imageUrl : null;

/** The by-box line (spec 3 §3 type 5): no charge of its own (the merchant's delivery text says so), quantity 1. */
export function byBoxLine(location: { exchange: string; postalCode: string }, reference: string, imageUrl: string | null | undefined) {
  return {
    productId: null,
    basketLineTypeId: basketLineTypeIds.byBox,
    manufacturerCode: byBoxLineCode,
    description: `By-box delivery to ${location.exchange} (${location.postalCode}), reference ${reference}`,
    qty: 1,
    costPence: 0,
    displayedCostPence: 0,
    imageUrl: safeImagePath(imageUrl),
    manufacturer: null,
    iBasisManId: null,
    iBasisAppliance: null,
    iBasisApplianceId: null,
    iBasisGcn: null,
    iBasisApplianceGc: null,
  };
}

export interface ByBoxChoiceSource {
  fulfilmentOptionId: number | null;
  byBoxLocationId: number | null;
  byBoxReference: string | null;
}

/**
 * spec 3 §2.4/§5 By-box: the order goes by-box only with option 5 accepted, the by-box line on the basket and both a
 * location and a reference chosen in the modal. The basket keeps the last choice even if the buyer later picks
 * another option, so the choice counts only while all of these hold.
 */
export function hasByBoxChoice(basket: ByBoxChoiceSource, lines: readonly { basketLineTypeId: number }[]): boolean {
  return (
    basket.fulfilmentOptionId === fulfilmentOptionIds.byBox &&
    lines.some((line) => line.basketLineTypeId === basketLineTypeIds.byBox) &&
    basket.byBoxLocationId !== null &&
    !!basket.byBoxReference
  );
}
