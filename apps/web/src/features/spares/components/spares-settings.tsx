import { createContext, useContext, type ReactNode } from 'react';
import type { PartCard } from '@sparesfinder/contracts/spares';

/**
 * What part cards need from outside the feature; the page fills it (features never import each other): the account
 * check (spec 3 §4.10), what an obsolete part opens (the part availability request) and what follows an add.
 */
export interface SparesSettings {
  isAccountCompleted: boolean;
  onObsolete: (part: PartCard) => void;
  onAdded: (part: PartCard) => void;
}

const SparesSettingsContext = createContext<SparesSettings>({ isAccountCompleted: true, onObsolete: () => undefined, onAdded: () => undefined });

export function SparesSettingsProvider({ value, children }: { value: SparesSettings; children: ReactNode }) {
  return <SparesSettingsContext.Provider value={value}>{children}</SparesSettingsContext.Provider>;
}

export const useSparesSettings = () => useContext(SparesSettingsContext);
