import type { Appliance, Diagram, PartCard } from '@sparesfinder/contracts/spares';
import { penceToPounds } from '@sparesfinder/domain/money';
import { pricePaidPence } from '@sparesfinder/domain/pricing/price-paid';
import type { PartRow } from './part-search.repository';
import type { ApplianceRow, DiagramRow } from './spares-lookup.repository';

/**
 * spec 3 §3 part cards from repository rows. price is the list price (0 = obsolete); cost is what the viewer's
 * organisation pays, through the one price function (issue #11), so the card and the basket agree.
 * pgcn is the GC number searched when there was one, else the appliance's.
 */
export function toPartCards(rows: readonly PartRow[], gcNumber?: string): PartCard[] {
  return rows.map((row) => ({
    itemid: row.itemId,
    mpn: row.mpn,
    description: row.description,
    img_url: row.imageUrl,
    manid: row.manufacturerId,
    man: row.manufacturerName,
    app: row.applianceName,
    appid: row.applianceId,
    pgcn: gcNumber ?? row.applianceGc,
    appgc: row.applianceGc,
    price: penceToPounds(row.pricePence),
    cost: penceToPounds(pricePaidPence({ listPricePence: row.pricePence, buyingGroupCostPence: row.buyingGroupCostPence }, row)),
    qty: Number(row.qty),
    liked: row.liked,
    diagram_placement_ref: row.placementRef,
    part_type_id: row.partTypeId,
    part_type: row.partTypeName,
  }));
}

export const toAppliance = (row: ApplianceRow): Appliance => ({
  id: row.id,
  name: row.name,
  gcNumber: row.gcNumber,
  manufacturerId: row.manufacturerId,
  manufacturer: row.manufacturer,
  hasManual: row.hasManual,
});

export const toDiagram = (row: DiagramRow): Diagram => ({
  diagramid: row.id,
  diagram_url: row.imageUrl,
  pnum: Number(row.position),
  desc: row.name,
  man: row.manufacturer,
  app: row.applianceName,
});
