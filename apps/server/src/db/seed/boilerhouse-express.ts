import { distanceMiles } from '@sparesfinder/domain/geo-distance';
import { findPostcodeDistrict } from '../../lib/uk-postcode-districts';
import { branchOpeningHours, branchSameDayDeliveryTypes } from '../schema/index';
import { acmeAddress } from './accounts';
import type { BulkWriter } from './bulk-writer';
import { anchorIds } from './catalogue/catalogue-plan';
import type { MerchantWorld } from './merchants';

/**
 * Boilerhouse Spares (supplier 3, the courier-based finder supplier) sends express same-day couriers (spec 3 §4.1
 * option 4) from its branches near the demo's home postcode LS11 5AB all working day, so the split payment path
 * (parts on account, courier by card: spec 3 §4.7 cardSinceCourier) can be walked at any working hour (issue #44).
 * Applied after the branches and stock are generated, so no random choice of any other row moves.
 */
export const boilerhouseSupplierId = 3;
/** Boilerhouse Spares Wakefield Hub, a fixed anchor branch at every scale (merchants.ts): Northern Boiler Services' account branch. */
export const boilerhouseAccountBranchId = 4;
export const boilerhouseExpressMiles = 10;
/** 17:00 UK time (the default branch cut-off is 15:00). */
export const boilerhouseExpressCutoffMinute = 17 * 60;
const weekdayHours = { opens: 7 * 60 + 30, closes: 18 * 60 };
const saturdayHours = { opens: 8 * 60, closes: 12 * 60 };
/** At least this many of each anchor on hand at those branches. */
const anchorStock = 20;

/** Boilerhouse branches within 10 miles of LS11 5AB (district centroids, as the branches sit): 4 at mini scale; 4, 130, 135 in the demo. */
export function boilerhouseExpressBranchIds(merchants: MerchantWorld): number[] {
  const home = findPostcodeDistrict(acmeAddress.postCode);
  if (!home) throw new Error(`unknown district of ${acmeAddress.postCode}`);
  return merchants.branches
    .filter((branch) => {
      const district = findPostcodeDistrict(branch.district);
      return branch.supplierId === boilerhouseSupplierId && !!district && distanceMiles(district, home) <= boilerhouseExpressMiles;
    })
    .map((branch) => branch.id);
}

export async function seedBoilerhouseExpress(writer: BulkWriter, merchants: MerchantWorld): Promise<number[]> {
  const ids = boilerhouseExpressBranchIds(merchants);
  if (ids.length === 0) return ids;
  const list = ids.join(', ');
  await writer.exec(`UPDATE branches SET is_express_open = true, express_cutoff_minute = ${boilerhouseExpressCutoffMinute} WHERE id IN (${list})`);
  // 07:30-18:00 on weekdays, Saturday mornings, closed on Sundays.
  await writer.exec(`DELETE FROM branch_opening_hours WHERE branch_id IN (${list})`);
  await writer.insert(
    branchOpeningHours,
    ids.flatMap((branchId) =>
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
        const hours = weekday === 0 ? null : weekday === 6 ? saturdayHours : weekdayHours;
        return { branchId, weekday, opensAtMinute: hours?.opens ?? null, closesAtMinute: hours?.closes ?? null };
      }),
    ),
  );
  // Both couriers the rate card quotes (GOPHR and STUART, reference-data.ts).
  await writer.insert(branchSameDayDeliveryTypes, ids.flatMap((branchId) => [1, 2].map((sameDayDeliveryTypeId) => ({ branchId, sameDayDeliveryTypeId }))));
  const anchors = [anchorIds.diverterValve, anchorIds.isolatingValve];
  const values = ids.flatMap((branchId) => anchors.map((productId) => `(${productId}, ${branchId}, ${anchorStock})`)).join(', ');
  await writer.exec(`INSERT INTO branch_stock (product_id, branch_id, qty) VALUES ${values} ON CONFLICT (product_id, branch_id) DO UPDATE SET qty = GREATEST(branch_stock.qty, EXCLUDED.qty)`);
  return ids;
}
