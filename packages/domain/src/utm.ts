/** spec 3 §9: these parameters are kept across the session and restored into the URL. */
export const utmParameterNames = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export type UtmParameters = Partial<Record<(typeof utmParameterNames)[number], string>>;

export function pickUtmParameters(search: URLSearchParams): UtmParameters {
  const picked: UtmParameters = {};
  for (const name of utmParameterNames) {
    const value = search.get(name);
    if (value) picked[name] = value.slice(0, 200);
  }
  return picked;
}

/** Adds the kept utm parameters to a search string, leaving ones already present untouched. */
export function restoreUtmParameters(search: URLSearchParams, utm: Record<string, string>): URLSearchParams {
  const restored = new URLSearchParams(search);
  for (const name of utmParameterNames) {
    const value = utm[name];
    if (value && !restored.has(name)) restored.set(name, value);
  }
  return restored;
}
