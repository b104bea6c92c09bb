/**
 * How a filter value is written (issue #11 item 5): one spelling per value, so the filter panel never lists
 * 'full bore' beside 'Lever handle'. Sentence case: the first letter upper case, the rest kept as written, so
 * units and codes survive ('15mm', 'WRAS approved', 'PE-RT', '1/2"'). Spaces are trimmed and collapsed. Used by the
 * seed and by any import that writes product_attributes.
 */
export function normaliseAttributeValue(value: string): string {
  const collapsed = value.trim().replace(/\s+/g, ' ');
  return collapsed.charAt(0).toLocaleUpperCase('en-GB') + collapsed.slice(1);
}

/** An attribute row ready to store: its value normalised, empty values dropped (a facet never offers ''). */
export function normaliseAttributes(rows: readonly (readonly [name: string, value: string])[]): [name: string, value: string][] {
  return rows.flatMap(([name, value]) => {
    const normalised = normaliseAttributeValue(value);
    return normalised ? [[name, normalised] as [string, string]] : [];
  });
}
