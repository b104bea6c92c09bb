import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { productImageSources } from '@sparesfinder/domain/catalogue/product-image-url';

/** spec 2 §8: a missing or broken image shows this placeholder. Inline, so it can never fail itself. */
export const placeholderImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><rect width="160" height="160" fill="#f1f3f6"/><path d="M52 104l20-26 14 18 10-12 16 20z" fill="#c3cad3"/><circle cx="100" cy="62" r="9" fill="#c3cad3"/></svg>',
  );

type Length = number | string | Partial<Record<'xs' | 'sm' | 'md', number | string>>;

interface ProductImageProps {
  src: string | null | undefined;
  /** Empty when the product's name is already next to the image (the image is then decorative). */
  alt: string;
  /** A framed square thumbnail this many pixels wide (basket lines, saved items, lists). */
  size?: number;
  /** Without `size`: the image fills its container's width at this height (cards, dialogs); one per breakpoint allowed. */
  height?: Length;
  /** The image zoom: the 1280 px picture alone, loaded now (only the zoom ever asks for it). */
  zoom?: boolean;
}

/** How wide the picture shows, for the browser's choice among the srcset widths (pictures are square). */
function displayedWidth(size: number | undefined, height: Length): string {
  if (size !== undefined) return `${size}px`;
  if (typeof height === 'number') return `${height}px`;
  if (typeof height === 'object') {
    const numbers = Object.values(height).filter((value): value is number => typeof value === 'number');
    if (numbers.length > 0) return `${Math.max(...numbers)}px`;
  }
  return '320px';
}

/**
 * Every product picture of the site. The site's own pictures come in several widths (srcset) so a thumbnail loads a
 * small one and the zoom the 1280 px one; an external photo shows as stored. A missing, invalid or broken image shows
 * the placeholder (spec 2 §8).
 */
export function ProductImage({ src, alt, size, height = 160, zoom = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const sources = productImageSources(src, { zoom });
  const broken = !sources || failedSrc === src;
  const imageRef = useRef<HTMLImageElement>(null);
  // A server-rendered picture (decision 019) can fail before the page's script has started, when nothing listens
  // for its error event yet: one already settled without a picture is broken too.
  useEffect(() => {
    const image = imageRef.current;
    if (!broken && image?.complete && image.naturalWidth === 0) setFailedSrc(src ?? null);
  }, [broken, src]);
  const image = (
    <Box
      component="img"
      ref={imageRef}
      src={broken ? placeholderImage : sources.src}
      srcSet={broken ? undefined : sources.srcSet}
      sizes={broken || !sources.srcSet ? undefined : displayedWidth(size, height)}
      alt={alt}
      loading={zoom ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src ?? null)}
      data-testid={broken ? 'image-placeholder' : undefined}
      sx={{ display: 'block', width: '100%', height: size ?? height, objectFit: 'contain' }}
    />
  );
  if (size === undefined) return image;
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flex: 'none',
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {image}
    </Box>
  );
}
