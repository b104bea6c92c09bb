/** Sizes per scale (DEMO_DATA.md "Sizes"). mini is for API tests: every account and anchor, a small catalogue. */
export type SeedScale = 'mini' | 'demo' | 'full';

export interface ScaleSizes {
  products: number;
  /** Share of the catalogue that is spare parts (the rest is the general catalogue). */
  spareShare: number;
  manufacturers: number;
  appliances: number;
  suppliers: number;
  branches: number;
  /** Average number of products each branch stocks (see stock.ts for how it is spread). */
  stockPerBranch: number;
  /** Share of the catalogue each merchant prices. */
  priceShare: number;
}

export const scaleSizes: Record<SeedScale, ScaleSizes> = {
  mini: { products: 300, spareShare: 0.5, manufacturers: 3, appliances: 20, suppliers: 8, branches: 24, stockPerBranch: 120, priceShare: 0.8 },
  demo: {
    products: 20_000,
    spareShare: 0.45,
    manufacturers: 20,
    appliances: 600,
    suppliers: 8,
    branches: 300,
    // 300 branches x ~2,500 lines = ~750k rows: a realistic trade-counter range and still a fast first start.
    stockPerBranch: 2_500,
    priceShare: 0.7,
  },
  full: {
    products: 1_600_000,
    spareShare: 0.4,
    manufacturers: 120,
    appliances: 40_000,
    suppliers: 12,
    branches: 1_200,
    // Lighter than a real merchant's range (which would be ~50k lines) to keep the full load within ten minutes.
    stockPerBranch: 6_000,
    priceShare: 0.6,
  },
};

export const defaultSeed = 20240611;
