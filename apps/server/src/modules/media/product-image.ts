import { brandPalette } from './brand-colours';
import { createPaint, type Finish, paintDefs, type Paint } from './drawing-paint';
import { electricalDrawings } from './drawings-electrical';
import { heatingDrawings } from './drawings-heating';
import { plumbingDrawings } from './drawings-plumbing';
import { spareDrawings } from './drawings-spares';
import { type DrawingKind, drawingKinds, kindOfMpn } from './product-kinds';
import { fit, svgDocument } from './svg';

/** One drawing per kind; product-image.test.ts checks every kind has its own. */
export const productDrawings: Partial<Record<DrawingKind, (paint: Paint) => string>> = {
  ...spareDrawings,
  ...heatingDrawings,
  ...plumbingDrawings,
  ...electricalDrawings,
};

export interface ProductPicture {
  kind: DrawingKind;
  /** The maker (spares, boilers) or the product brand (general catalogue), printed on the part in its colours. */
  brand: string;
  mpn: string;
  /** A general product's finish or colour ('matt-black'), for the drawings that show one. */
  finish?: Finish;
}

/**
 * A product "photo" for the demo world: the part drawn as itself on a studio backdrop with a soft shadow, in its
 * maker's colours with the maker's name on it. Deterministic: the same product gives the same bytes.
 */
export function productImageSvg(picture: ProductPicture, width: number = 400): string {
  const kind = drawingKinds.includes(picture.kind) ? picture.kind : 'part';
  const brand = fit(picture.brand.trim() || 'Genuine', 18);
  const palette = brandPalette(brand);
  const draw = productDrawings[kind] ?? productDrawings.part;
  const body =
    paintDefs(palette, picture.finish) +
    `<rect width="400" height="400" fill="#f7f8fa"/><ellipse cx="200" cy="346" rx="150" ry="14" fill="#0f172a" fill-opacity="0.08"/>` +
    (draw ? draw(createPaint(brand, palette, picture.finish)) : '');
  return svgDocument(width, width, body, `${picture.brand} ${picture.mpn}`.trim(), 400);
}

/** An image URL from before kinds travelled in it (`/images/products/{mpn}.svg`): the kind is guessed from the MPN. */
export function legacyProductImageSvg(mpn: string, width?: number): string {
  return productImageSvg({ kind: kindOfMpn(mpn), brand: mpn.split('-')[0] ?? '', mpn }, width);
}
