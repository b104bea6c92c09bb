import { supplierDefinitions } from '../../db/seed/names/suppliers';
import { escapeXml, fit, fontStack, hashText, svgDocument } from './svg';

// Brand colours of the demo merchants; any other id gets a colour from its hash.
const brandColours: Record<number, string> = {
  1: '#b91c1c', 2: '#1d4ed8', 3: '#92400e', 4: '#0f766e', 5: '#4338ca', 6: '#0e7490', 7: '#15803d', 8: '#7e22ce',
  9: '#be185d', 10: '#a16207', 11: '#334155', 12: '#ca8a04',
};
const fallbackColours = ['#475569', '#0f766e', '#9a3412', '#1e40af', '#6d28d9'];

/** A merchant logo: a coloured mark with the merchant's initials and its name as a wordmark. */
export function supplierLogoSvg(id: number): string {
  const name = supplierDefinitions.find((d) => d.row.id === id)?.row.name ?? `Merchant ${id}`;
  const colour = brandColours[id] ?? (fallbackColours[hashText(String(id)) % fallbackColours.length] as string);
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
  const [first = name, ...rest] = name.split(' ');
  const body =
    `<rect width="320" height="96" rx="12" fill="#ffffff"/>` +
    `<rect x="12" y="12" width="72" height="72" rx="14" fill="${colour}"/>` +
    `<text x="48" y="60" text-anchor="middle" font-family="${fontStack}" font-size="30" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>` +
    `<text x="100" y="48" font-family="${fontStack}" font-size="26" font-weight="800" fill="${colour}">${escapeXml(fit(first, 16))}</text>` +
    `<text x="100" y="76" font-family="${fontStack}" font-size="17" font-weight="600" letter-spacing="1.5" fill="#475569">${escapeXml(fit(rest.join(' ').toUpperCase(), 22))}</text>`;
  return svgDocument(320, 96, body, name);
}
