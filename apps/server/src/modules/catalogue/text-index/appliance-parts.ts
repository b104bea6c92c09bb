import { GrowableInt32Array, unionOf } from './text-index';

/**
 * Which products fit each appliance (appliance_parts, decision 017), so a search naming appliances finds their parts
 * in memory: 719,000 pairs at full scale, kept as one array of product ids grouped by appliance (about 3 MB).
 */
export interface ApplianceParts {
  /**
   * The distinct products fitting any of these appliances, ascending, at most `limit` of them (the lowest ids), as
   * search-sql.ts appliancePartsOf reads them.
   */
  partsOf(applianceIds: readonly number[], limit: number): Int32Array;
  /** The appliances carrying this GC number (appliances.gc_number), ascending; none when none does. */
  appliancesWithGcNumber(gcNumber: string): readonly number[];
}

/** Pairs added in (appliance, product) order, as the primary key lists them, then built once. */
export function createAppliancePartsBuilder() {
  const appliances: number[] = [];
  const starts: number[] = [];
  const products = new GrowableInt32Array();
  const gcNumbers = new Map<string, number[]>();
  let last: [number, number] = [-1, -1];
  return {
    /** An appliance's GC number, appliances in ascending id order. */
    addGcNumber(applianceId: number, gcNumber: string): void {
      const carrying = gcNumbers.get(gcNumber);
      if (carrying && carrying.at(-1)! >= applianceId) throw new Error('appliance parts: GC numbers must come in appliance order');
      if (carrying) carrying.push(applianceId);
      else gcNumbers.set(gcNumber, [applianceId]);
    },
    add(applianceId: number, productId: number): void {
      if (applianceId < last[0] || (applianceId === last[0] && productId <= last[1])) throw new Error('appliance parts: pairs must come in (appliance, product) order');
      if (applianceId !== last[0]) {
        appliances.push(applianceId);
        starts.push(products.length);
      }
      products.push(productId);
      last = [applianceId, productId];
    },
    build(): ApplianceParts {
      return appliancePartsOf(Int32Array.from(appliances), Int32Array.from([...starts, products.length]), products.values(), gcNumbers);
    },
  };
}

function appliancePartsOf(appliances: Int32Array, starts: Int32Array, products: Int32Array, gcNumbers: ReadonlyMap<string, readonly number[]>): ApplianceParts {
  /** The appliance's products (ascending), none when it has none. */
  function productsOf(applianceId: number): Int32Array {
    let low = 0;
    let high = appliances.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (appliances[middle]! < applianceId) low = middle + 1;
      else high = middle;
    }
    return appliances[low] === applianceId ? products.subarray(starts[low]!, starts[low + 1]!) : new Int32Array(0);
  }
  return {
    partsOf(applianceIds, limit) {
      const parts = unionOf([...new Set(applianceIds)].map(productsOf));
      return parts.length > limit ? parts.slice(0, limit) : parts;
    },
    appliancesWithGcNumber: (gcNumber) => gcNumbers.get(gcNumber) ?? [],
  };
}
