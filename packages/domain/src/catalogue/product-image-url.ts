/**
 * Which product image URLs the shop shows, and how it asks for them at each size (issue #11: products that look like
 * products). Two kinds are accepted:
 * - the site's own pictures under /images/ (the media route draws the demo catalogue's products, and serves them at
 *   the widths below with `?w=`), and
 * - a real image on another host over http(s) (a manufacturer's or merchant's photo), shown as stored.
 * Anything else (javascript:, data:, a relative path, a URL with credentials) is refused where it is stored and
 * shows the broken-image placeholder of spec 2 §8 where it is displayed.
 */

/** The widths the media route serves a site picture at; the web's srcset lists exactly these. */
export const productImageWidths = [160, 320, 640, 1280] as const;
export type ProductImageWidth = (typeof productImageWidths)[number];
export const productImageUrlMaxLength = 300;

const sitePicture = /^\/images\/[A-Za-z0-9._~%!$&'()*+,;=:@/-]+$/;

export type ProductImageUrlKind = 'site' | 'external' | 'invalid';

export function productImageUrlKind(url: string | null | undefined): ProductImageUrlKind {
  if (!url || url.length > productImageUrlMaxLength) return 'invalid';
  if (url.startsWith('/')) return sitePicture.test(url) && !url.includes('..') && !url.startsWith('//') ? 'site' : 'invalid';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  const webProtocol = parsed.protocol === 'https:' || parsed.protocol === 'http:';
  return webProtocol && parsed.hostname !== '' && parsed.username === '' && parsed.password === '' ? 'external' : 'invalid';
}

export interface ProductImageSources {
  src: string;
  /** Only for the site's pictures: every served width, for the browser to choose from with `sizes`. */
  srcSet?: string;
}

/**
 * The `src`/`srcset` pair for a product image: a thumbnail lets the browser choose among the widths (falling back to
 * 320 px); the zoom asks for the 1280 px picture alone, so the high resolution is loaded only when zoomed.
 * `undefined` means: show the placeholder.
 */
export function productImageSources(url: string | null | undefined, options: { zoom?: boolean } = {}): ProductImageSources | undefined {
  const kind = productImageUrlKind(url);
  if (kind === 'invalid' || !url) return undefined;
  if (kind === 'external' || url.includes('?')) return { src: url };
  const sized = (width: ProductImageWidth) => `${url}?w=${width}`;
  if (options.zoom) return { src: sized(1280) };
  return { src: sized(320), srcSet: productImageWidths.map((width) => `${sized(width)} ${width}w`).join(', ') };
}
