import { productImageUrlKind, productImageUrlMaxLength } from '@sparesfinder/domain/catalogue/product-image-url';
import { optionalText } from './catalogue';

/**
 * A product image URL a client sends for the shop to store (requested products, sourcing requests, favourites): the
 * site's own /images/ pictures or a photo on another host over http(s) (domain product-image-url.ts). Anything else
 * (javascript:, data:, a relative path, a URL with credentials) is refused with 400; empty means none.
 */
export const optionalProductImageUrl = optionalText(productImageUrlMaxLength).refine((url) => url === undefined || productImageUrlKind(url) !== 'invalid', {
  message: 'Enter an image address starting with https:// or /images/',
});
