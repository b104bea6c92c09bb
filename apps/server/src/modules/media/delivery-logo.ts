import { escapeXml, fit, fontStack, svgDocument } from './svg';

const couriers: Record<string, { label: string; colour: string }> = {
  gophr: { label: 'Gophr', colour: '#0f766e' },
  stuart: { label: 'Stuart', colour: '#1d4ed8' },
};

/** Courier marks for the same-day delivery options: a van glyph and the courier's name. */
export function deliveryLogoSvg(name: string): string {
  const courier = couriers[name.toLowerCase()] ?? { label: name, colour: '#475569' };
  const body =
    `<rect width="240" height="80" rx="12" fill="${courier.colour}"/>` +
    `<g fill="#ffffff"><rect x="16" y="24" width="42" height="28" rx="3"/><path d="M58 32 h14 l10 12 v8 h-24 z"/></g>` +
    `<g fill="${courier.colour}" stroke="#ffffff" stroke-width="3"><circle cx="28" cy="55" r="6"/><circle cx="70" cy="55" r="6"/></g>` +
    `<text x="98" y="50" font-family="${fontStack}" font-size="26" font-weight="800" fill="#ffffff">${escapeXml(fit(courier.label, 10))}</text>`;
  return svgDocument(240, 80, body, `${courier.label} same-day delivery`);
}
