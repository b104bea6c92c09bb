import { escapeXml, fit, monoStack, svgDocument } from './svg';

/**
 * A clean placeholder photo for a product: a line drawing of the kind of product (guessed from the MPN prefix the
 * demo catalogue uses) over a soft tile, with the MPN below. No database: the image URL carries everything needed.
 */
type ProductKind = 'valve' | 'fitting' | 'pipe' | 'radiator' | 'boiler' | 'cylinder' | 'cable' | 'electrical' | 'tool' | 'spare';

const prefixKinds: Record<string, ProductKind> = {
  ISO: 'valve', SV: 'valve', TRV: 'valve', LSV: 'valve', ZV2: 'valve', ZV3: 'valve', ACT: 'valve', LBV: 'valve', GTV: 'valve', CHK: 'valve', GEN: 'valve',
  EF: 'fitting', SR: 'fitting', CF: 'fitting', PFC: 'fitting', PFE: 'fitting', PFT: 'fitting', TRP: 'fitting', WST: 'fitting',
  CT: 'pipe', BP: 'pipe', MD: 'pipe', UFP: 'pipe', UFM: 'pipe', FLE: 'pipe', FLB: 'pipe', FLK: 'pipe',
  RAD11: 'radiator', RAD22: 'radiator', TWS: 'radiator', TWC: 'radiator', VRD: 'radiator', COL: 'radiator',
  CMB: 'boiler', SYS: 'boiler', HOB: 'boiler', MGF: 'boiler', CDP: 'boiler',
  UVD: 'cylinder', UVI: 'cylinder', VCY: 'cylinder', IMM: 'cylinder', CYT: 'cylinder',
  TE: 'cable', FLX: 'cable',
  CUD: 'electrical', CUR: 'electrical', SKT: 'electrical', SWT: 'electrical', FCU: 'electrical', MCB: 'electrical', RCBO: 'electrical', DLT: 'electrical', BAT: 'electrical', RT: 'electrical', PRG: 'electrical', SMT: 'electrical',
  PCT: 'tool', GRP: 'tool', DRL: 'tool', PRS: 'tool', CLP: 'tool', SCR: 'tool', SIL: 'tool', PTFE: 'tool', INH: 'tool', CLN: 'tool',
};

// Muted trade-shop palette: one accent per kind, slate line work.
const accents: Record<ProductKind, string> = {
  valve: '#b7791f', fitting: '#b4693e', pipe: '#b87333', radiator: '#64748b', boiler: '#2f7d74', cylinder: '#3b6ea5',
  cable: '#7a7f87', electrical: '#a16207', tool: '#9b3b4a', spare: '#4b5d73',
};

const line = '#334155';

const drawings: Record<ProductKind, (accent: string) => string> = {
  valve: (a) => `<rect x="90" y="165" width="220" height="50" rx="8" fill="${a}" stroke="${line}" stroke-width="4"/><rect x="170" y="140" width="60" height="100" rx="10" fill="${a}" stroke="${line}" stroke-width="4"/><rect x="192" y="95" width="16" height="45" fill="${line}"/><rect x="150" y="80" width="100" height="22" rx="11" fill="#c2412d" stroke="${line}" stroke-width="4"/>`,
  fitting: (a) => `<path d="M120 270 V170 a40 40 0 0 1 40 -40 H280" fill="none" stroke="${a}" stroke-width="46" stroke-linecap="butt"/><path d="M120 270 V170 a40 40 0 0 1 40 -40 H280" fill="none" stroke="${line}" stroke-width="4" stroke-dasharray="0"/><rect x="96" y="250" width="48" height="26" fill="${a}" stroke="${line}" stroke-width="4"/><rect x="262" y="106" width="26" height="48" fill="${a}" stroke="${line}" stroke-width="4"/>`,
  pipe: (a) => `<rect x="60" y="170" width="280" height="44" rx="6" fill="${a}" stroke="${line}" stroke-width="4"/><ellipse cx="340" cy="192" rx="10" ry="22" fill="#e7c9a9" stroke="${line}" stroke-width="4"/><path d="M60 182 H340" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>`,
  radiator: (a) => `<rect x="80" y="110" width="240" height="150" rx="8" fill="#f8fafc" stroke="${line}" stroke-width="4"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${96 + i * 25}" y="122" width="14" height="126" rx="5" fill="${a}" fill-opacity="0.35"/>`).join('')}<rect x="66" y="232" width="18" height="20" fill="${line}"/><rect x="316" y="232" width="18" height="20" fill="${line}"/>`,
  boiler: (a) => `<rect x="120" y="70" width="160" height="220" rx="12" fill="#f8fafc" stroke="${line}" stroke-width="4"/><rect x="140" y="220" width="120" height="46" rx="6" fill="${a}" fill-opacity="0.85"/><circle cx="170" cy="243" r="8" fill="#f8fafc"/><circle cx="200" cy="243" r="8" fill="#f8fafc"/><rect x="222" y="236" width="26" height="14" rx="3" fill="#d1fae5"/>${[150, 180, 210, 240].map((x) => `<rect x="${x}" y="290" width="10" height="26" fill="${line}"/>`).join('')}`,
  cylinder: (a) => `<rect x="140" y="70" width="120" height="240" rx="60" fill="${a}" fill-opacity="0.85" stroke="${line}" stroke-width="4"/><rect x="170" y="150" width="60" height="40" rx="4" fill="#f8fafc"/><path d="M260 120 h40 M260 260 h40" stroke="${line}" stroke-width="8"/>`,
  cable: (a) => `<circle cx="200" cy="190" r="100" fill="none" stroke="${a}" stroke-width="22"/><circle cx="200" cy="190" r="70" fill="none" stroke="${a}" stroke-width="22" stroke-opacity="0.8"/><circle cx="200" cy="190" r="34" fill="#f8fafc" stroke="${line}" stroke-width="4"/><path d="M290 230 L340 300" stroke="${a}" stroke-width="16" stroke-linecap="round"/>`,
  electrical: (a) => `<rect x="110" y="100" width="180" height="180" rx="16" fill="#f8fafc" stroke="${line}" stroke-width="4"/><rect x="140" y="150" width="44" height="70" rx="6" fill="${a}" fill-opacity="0.8"/><rect x="216" y="150" width="44" height="70" rx="6" fill="${a}" fill-opacity="0.8"/><rect x="152" y="235" width="20" height="10" fill="${line}"/><rect x="228" y="235" width="20" height="10" fill="${line}"/>`,
  tool: (a) => `<rect x="80" y="200" width="170" height="34" rx="10" fill="${a}" stroke="${line}" stroke-width="4" transform="rotate(-30 200 200)"/><path d="M250 120 a48 48 0 1 0 40 70 l-30 -14 l-4 -30 z" fill="#cbd5e1" stroke="${line}" stroke-width="4"/>`,
  spare: (a) => `<circle cx="200" cy="190" r="78" fill="${a}" fill-opacity="0.85" stroke="${line}" stroke-width="4"/>${Array.from({ length: 8 }, (_, i) => `<rect x="188" y="92" width="24" height="30" rx="4" fill="${a}" stroke="${line}" stroke-width="4" transform="rotate(${i * 45} 200 190)"/>`).join('')}<circle cx="200" cy="190" r="30" fill="#f8fafc" stroke="${line}" stroke-width="4"/>`,
};

export function productKindOf(mpn: string): ProductKind {
  const prefix = mpn.split('-')[0]?.toUpperCase() ?? '';
  return prefixKinds[prefix] ?? 'spare';
}

export function productImageSvg(mpn: string): string {
  const kind = productKindOf(mpn);
  const body =
    `<rect width="400" height="400" fill="#f1f5f9"/><rect x="24" y="24" width="352" height="352" rx="24" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>` +
    drawings[kind](accents[kind]) +
    `<text x="200" y="352" text-anchor="middle" font-family="${monoStack}" font-size="22" fill="#475569">${escapeXml(fit(mpn, 26))}</text>`;
  return svgDocument(400, 400, body, `Product ${mpn}`);
}
