import { describe, expect, it } from 'vitest';
import { productImageSources, productImageUrlKind } from './product-image-url';

describe('productImageUrlKind', () => {
  it.each([
    ['/images/products/diverter-valve/Caldera/CAL-87161.svg', 'site'],
    ['/images/products/pump/Milford%20%26%20Hale/MIL-10001.svg', 'site'],
    ['/images/products/CAL-87161.svg', 'site'],
    ['https://cdn.example.com/parts/cal-87161.jpg', 'external'],
    ['http://images.example.co.uk/a.png?v=2', 'external'],
    ['javascript:alert(1)', 'invalid'],
    ['data:image/svg+xml,<svg/>', 'invalid'],
    ['//evil.example.com/a.png', 'invalid'],
    ['/images/../api/secret', 'invalid'],
    ['/account/logout', 'invalid'],
    ['images/products/x.svg', 'invalid'],
    ['https://user:pass@example.com/a.png', 'invalid'],
    ['ftp://example.com/a.png', 'invalid'],
    [`https://example.com/${'a'.repeat(300)}.png`, 'invalid'],
    ['', 'invalid'],
    [null, 'invalid'],
  ] as const)('%s is %s', (url, kind) => {
    expect(productImageUrlKind(url)).toBe(kind);
  });
});

describe('productImageSources', () => {
  const url = '/images/products/pump/Caldera/CAL-10001.svg';

  it('offers every served width to the browser, 320 px by default', () => {
    expect(productImageSources(url)).toEqual({
      src: `${url}?w=320`,
      srcSet: `${url}?w=160 160w, ${url}?w=320 320w, ${url}?w=640 640w, ${url}?w=1280 1280w`,
    });
  });

  it('asks for the 1280 px picture alone when zoomed', () => {
    expect(productImageSources(url, { zoom: true })).toEqual({ src: `${url}?w=1280` });
  });

  it('shows an external image as stored', () => {
    expect(productImageSources('https://cdn.example.com/a.jpg', { zoom: true })).toEqual({ src: 'https://cdn.example.com/a.jpg' });
  });

  it('has nothing to show for an invalid URL (the placeholder shows)', () => {
    expect(productImageSources('javascript:alert(1)')).toBeUndefined();
    expect(productImageSources(null)).toBeUndefined();
  });
});
