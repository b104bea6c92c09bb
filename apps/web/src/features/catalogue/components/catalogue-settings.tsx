import { createContext, useContext, type ReactNode } from 'react';
import type { ProductCard } from '@sparesfinder/contracts/catalogue';

/**
 * What product cards need to know about the user. Pages fill it from the user group, the account check and the
 * shell (features never import each other, so the page hands these in).
 */
export interface CatalogueSettings {
  /** User group setting: hides the Offer and Cash Back labels (spec 2 §6). */
  hideOfferLabels: boolean;
  /** spec 2 §6: only a completed account may add or raise a quantity; lowering and removing are always allowed. */
  isAccountCompleted: boolean;
  /** Called after a card adds a product that was not yet in the basket (opens the added-to-basket modal). */
  onAdded?: (product: ProductCard) => void;
}

const defaults: CatalogueSettings = { hideOfferLabels: false, isAccountCompleted: true };
const CatalogueSettingsContext = createContext<CatalogueSettings>(defaults);

export function CatalogueSettingsProvider({
  value,
  children,
}: {
  value: CatalogueSettings;
  children: ReactNode;
}) {
  return <CatalogueSettingsContext.Provider value={value}>{children}</CatalogueSettingsContext.Provider>;
}

export const useCatalogueSettings = () => useContext(CatalogueSettingsContext);
