import { hashText } from './svg';

/** A maker's colours: the badge and casing colour, its trim, and the text printed on the badge. */
export interface BrandPalette {
  primary: string;
  secondary: string;
  text: string;
}

const palettes: readonly BrandPalette[] = [
  { primary: '#c8102e', secondary: '#1d1d1b', text: '#ffffff' }, // red and black
  { primary: '#003b71', secondary: '#00a3e0', text: '#ffffff' }, // navy and sky
  { primary: '#006747', secondary: '#a4d65e', text: '#ffffff' }, // green
  { primary: '#f2a900', secondary: '#1d1d1b', text: '#1d1d1b' }, // amber and black
  { primary: '#5b2c83', secondary: '#e0c3f2', text: '#ffffff' }, // purple
  { primary: '#e35205', secondary: '#3d3935', text: '#ffffff' }, // orange
  { primary: '#00758f', secondary: '#ffc72c', text: '#ffffff' }, // teal and yellow
  { primary: '#1d1d1b', secondary: '#e4002b', text: '#ffffff' }, // black and red
  { primary: '#0057b8', secondary: '#ffd100', text: '#ffffff' }, // royal blue and yellow
  { primary: '#8a1538', secondary: '#d7c4a3', text: '#ffffff' }, // burgundy
  { primary: '#4a773c', secondary: '#f1be48', text: '#ffffff' }, // olive
  { primary: '#53565a', secondary: '#ff8200', text: '#ffffff' }, // graphite and orange
];

/** Fixed colours for the named demo makers and brands, so Caldera is always red and Voltex always yellow. */
const named: Record<string, number> = {
  Caldera: 0, Thermacore: 1, Hearthstone: 9, Brightflame: 5, Vantherm: 2, 'Northwind Heating': 8, Kelvar: 7, Emberline: 3,
  Solway: 6, Aquaheat: 1, Radiantis: 4, Pennant: 10, Glowmaster: 5, 'Fenwick Thermal': 11, Ardent: 0, Heatwise: 2,
  Crestwell: 8, Boreal: 6, 'Milford & Hale': 9, Ravensworth: 7,
  Tradeline: 1, ProFlow: 6, Kestrel: 2, Brassco: 3, Hydrotec: 8, Voltex: 3, Northfield: 10, Arden: 9, Merit: 0,
  Castell: 4, Stanway: 11, Copperline: 5, Fixright: 7, Halcyon: 6, Irwell: 2, Lumos: 3,
  Heatline: 0, Pipeworks: 1, TradeHub: 6, 'Northern Heating': 8,
};

export function brandPalette(brand: string): BrandPalette {
  const index = named[brand] ?? hashText(brand) % palettes.length;
  return palettes[index] as BrandPalette;
}
