/*
 * The spares finder's search rules (spec 3 §4.10, §5), shared by the page (what to flag) and the server (what to
 * refuse), so the page shows exactly what the server enforces.
 */

/** The three modes of spec 3 §2.2, under the names of the deep link (`/Spares?tab=searchByKeyword&q=...`). */
export const sparesModes = ['selectAppliance', 'searchByGcNumber', 'searchByKeyword'] as const;
export type SparesMode = (typeof sparesModes)[number];

export const isSparesMode = (value: unknown): value is SparesMode => (sparesModes as readonly unknown[]).includes(value);

/** spec 3 §5: a GC number excludes dashes and spaces ('47-999-01' → '4799901'). */
export const gcDigits = (text: string): string => text.replace(/[\s-]+/g, '');

/** A GC number is searchable when, once dashes and spaces are gone, digits remain and nothing else. */
export const isSearchableGcNumber = (text: string): boolean => /^\d{1,20}$/.test(gcDigits(text));

export interface ApplianceSelection {
  manufacturerId?: number | null;
  applianceId?: number | null;
  partTypeId?: number | null;
}

export type SelectionField = keyof ApplianceSelection;

/** spec 3 §5: Select Appliance searches only when all three are chosen; the empty ones are outlined. */
export function missingSelection(selection: ApplianceSelection): SelectionField[] {
  const fields: SelectionField[] = ['manufacturerId', 'applianceId', 'partTypeId'];
  return fields.filter((field) => !selection[field]);
}

/**
 * spec 3 §4.10: changing manufacturer clears appliance (and so part type) and results; changing appliance clears
 * part type and results. Answers the selection after `field` became `value`.
 */
export function changeSelection(selection: ApplianceSelection, field: SelectionField, value: number | null): ApplianceSelection {
  if (field === 'manufacturerId') return { manufacturerId: value, applianceId: null, partTypeId: null };
  if (field === 'applianceId') return { manufacturerId: selection.manufacturerId ?? null, applianceId: value, partTypeId: null };
  return { ...selection, partTypeId: value };
}

/** spec 3 §4.10: a part with price 0 is obsolete ('Item Obsolete', opens an availability request). */
export const isObsoletePart = (part: { price: number }): boolean => part.price === 0;
