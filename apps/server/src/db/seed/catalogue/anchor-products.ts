import { anchorIds, diverterPartTypeIndex, pcbPartTypeIndex, ProductKind, type CatalogueLayout, type ManufacturerInfo, type ProductSpec } from './catalogue-plan';

/** The catalogue anchors of DEMO_DATA.md, exactly as the contract states them (ids 1-4 at every scale). */
export function describeAnchor(layout: CatalogueLayout, id: number): ProductSpec {
  const caldera = layout.manufacturers[0] as ManufacturerInfo;
  const spares = layout.classifications.sparesCategoryIds;
  const spare = { manufacturerId: caldera.id, isSpare: true, isCashBack: false, isSpecialOffer: false, familyIndex: -1, attributes: [] as [string, string][] };
  switch (id) {
    case anchorIds.diverterValve:
      return { ...spare, id, mpn: 'CAL-87161', description: 'Diverter valve assembly', classificationId: spares.get('Diverter Valves') ?? 0, partTypeId: diverterPartTypeIndex + 1, pricePence: 4850, buyingGroupCostPence: 4365, isGenuine: true, kind: ProductKind.spare, tier: 4 };
    case anchorIds.obsoletePart:
      return { ...spare, id, mpn: 'CAL-OBS-001', description: 'Main PCB (superseded)', classificationId: spares.get('PCBs') ?? 0, partTypeId: pcbPartTypeIndex + 1, pricePence: 0, buyingGroupCostPence: null, isGenuine: true, kind: ProductKind.obsolete, tier: 0 };
    case anchorIds.diverterValvePattern:
      return { ...spare, id, mpn: 'HLM-CAL87161', description: 'Diverter valve assembly (pattern)', classificationId: spares.get('Diverter Valves') ?? 0, partTypeId: diverterPartTypeIndex + 1, pricePence: 3795, buyingGroupCostPence: 3450, isGenuine: false, kind: ProductKind.pattern, tier: 3, genuineId: anchorIds.diverterValve, patternSupplierId: 1 };
    default:
      return {
        id,
        mpn: 'GEN-15MM-ISO',
        description: '15mm isolating valve',
        manufacturerId: null,
        classificationId: layout.classifications.isolatingValvesId,
        partTypeId: null,
        pricePence: 245,
        buyingGroupCostPence: 219,
        isSpare: false,
        isCashBack: false,
        isSpecialOffer: false,
        isGenuine: true,
        kind: ProductKind.general,
        tier: 4,
        familyIndex: -1,
        attributes: [['Size', '15mm'], ['Finish', 'Chrome'], ['Connection', 'Compression'], ['Type', 'Slotted'], ['Brand', 'Tradeline']],
      };
  }
}
