import type { BrandPalette } from './brand-colours';
import { escapeXml, fontStack } from './svg';

/**
 * What every product drawing paints with: shaded materials (gradients defined once per image), the line colour and the
 * maker's badge. Drawings are 400x400 with the object standing on y≈330.
 */
export interface Paint {
  brand: string;
  palette: BrandPalette;
  /** The product's finish or colour ('Matt Black', 'Antique Brass') where it has one, else `plain`. */
  surface: (plain: string) => string;
  /** A rounded plate in the maker's colour with its name, centred on (x, y). */
  badge: (x: number, y: number, width: number, height?: number) => string;
}

export const line = '#2b3440';
export const stroke = `stroke="${line}" stroke-width="3" stroke-linejoin="round"`;
export const thin = `stroke="${line}" stroke-width="2"`;
export const fill = {
  chrome: 'url(#chrome)',
  brass: 'url(#brass)',
  copper: 'url(#copper)',
  white: 'url(#white)',
  dark: 'url(#dark)',
  brand: 'url(#brand)',
  trim: 'url(#trim)',
  board: 'url(#board)',
} as const;

function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - t) + channel(b, i) * t).toString(16).padStart(2, '0'));
  return `#${out.join('')}`;
}

const gradient = (id: string, stops: string[], horizontal = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${horizontal ? 1 : 0}" y2="${horizontal ? 0 : 1}">` +
  stops.map((colour, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${colour}"/>`).join('') +
  `</linearGradient>`;

/** Finishes and colours of the general catalogue (shop-tree.ts attributes 'Finish' and 'Colour'), as shaded materials. */
const finishes = {
  chrome: ['#fbfcfd', '#aeb7c2', '#eef1f4', '#8d97a3'],
  brass: ['#f6e3a1', '#d2aa3c', '#a47e22', '#dcbc5a'],
  'antique-brass': ['#c9a66b', '#8d6a3a', '#6b4f2a', '#a07f4e'],
  'satin-nickel': ['#e9e7e1', '#bdbab2', '#d6d3cc', '#a29f97'],
  'brushed-steel': ['#e4e6e8', '#b3b8bd', '#d0d3d6', '#9aa0a6'],
  white: ['#ffffff', '#f1f3f6', '#d9dee5'],
  grey: ['#c3c8ce', '#9aa1a9', '#7d848c'],
  black: ['#4a4f57', '#26292e', '#141619'],
  anthracite: ['#5a6069', '#3a3f46', '#2a2e33'],
  blue: ['#5b8fd6', '#1f5fb8', '#174a8f'],
  silver: ['#f3f4f6', '#c4c9cf', '#e5e7eb', '#9ca3af'],
} as const satisfies Record<string, readonly string[]>;
export type Finish = keyof typeof finishes;
export const finishNames = Object.keys(finishes) as Finish[];
export const isFinish = (value: string): value is Finish => value in finishes;

export function paintDefs(palette: BrandPalette, finish?: Finish): string {
  return (
    '<defs>' +
    gradient('chrome', ['#fbfcfd', '#aeb7c2', '#eef1f4', '#8d97a3']) +
    gradient('brass', ['#f6e3a1', '#d2aa3c', '#a47e22', '#dcbc5a']) +
    gradient('copper', ['#f6c3a0', '#cf7a45', '#9c5027', '#d88a58']) +
    gradient('white', ['#ffffff', '#f1f3f6', '#d9dee5']) +
    gradient('dark', ['#5b6573', '#2a313b', '#1b2028']) +
    gradient('brand', [mix(palette.primary, '#ffffff', 0.25), palette.primary, mix(palette.primary, '#000000', 0.25)]) +
    gradient('trim', [mix(palette.secondary, '#ffffff', 0.3), palette.secondary]) +
    gradient('board', ['#2f8a57', '#1f6b41', '#17532f']) +
    (finish ? gradient('finish', [...finishes[finish]]) : '') +
    '</defs>'
  );
}

export function createPaint(brand: string, palette: BrandPalette, finish?: Finish): Paint {
  return {
    brand,
    palette,
    surface: (plain) => (finish ? 'url(#finish)' : plain),
    badge(x, y, plainWidth, plainHeight = 26) {
      // Larger than drawn so the maker's name still reads on a 112 px search card.
      const width = Math.min(plainWidth * 1.3, 340);
      const height = plainHeight * 1.3;
      const size = Math.min(height * 0.62, (width - 8) / Math.max(3, brand.length * 0.62));
      return (
        `<rect x="${x - width / 2}" y="${y - height / 2}" width="${width}" height="${height}" rx="${height / 4}" fill="${palette.primary}" stroke="${palette.secondary}" stroke-width="2"/>` +
        `<text x="${x}" y="${y + size * 0.36}" text-anchor="middle" font-family="${fontStack}" font-size="${size.toFixed(1)}" font-weight="800" letter-spacing="0.5" fill="${palette.text}">${escapeXml(brand)}</text>`
      );
    },
  };
}

/** A hexagon nut seen from the side (three faces), centred on (x, y). */
export const nut = (x: number, y: number, w: number, h: number, material: string = fill.brass) =>
  `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="3" fill="${material}" ${stroke}/>` +
  `<path d="M${x - w / 6} ${y - h / 2} V${y + h / 2} M${x + w / 6} ${y - h / 2} V${y + h / 2}" ${thin} stroke-opacity="0.5"/>`;

/** A pipe stub from (x1, y1) to (x2, y2) drawn as a shaded band. */
export const pipe = (x1: number, y1: number, x2: number, y2: number, width: number, material: string = fill.copper) => {
  const horizontal = y1 === y2;
  const x = Math.min(x1, x2) - (horizontal ? 0 : width / 2);
  const y = Math.min(y1, y2) - (horizontal ? width / 2 : 0);
  const w = horizontal ? Math.abs(x2 - x1) : width;
  const h = horizontal ? width : Math.abs(y2 - y1);
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${material}" ${stroke}/>`;
};

export const text = (x: number, y: number, size: number, value: string, colour = line, weight = 700) =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-family="${fontStack}" font-size="${size}" font-weight="${weight}" fill="${colour}">${escapeXml(value)}</text>`;
