import { useState } from 'react';
import Box from '@mui/material/Box';

/** spec 2 §8: a broken image shows a placeholder. Inline so it can never fail itself. */
export const placeholderImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><rect width="160" height="160" fill="#f1f3f6"/><path d="M52 104l20-26 14 18 10-12 16 20z" fill="#c3cad3"/><circle cx="100" cy="62" r="9" fill="#c3cad3"/></svg>',
  );

interface ProductImageProps {
  src: string;
  alt: string;
  /** A length, or one per breakpoint ({ xs: 112, sm: 140 }). */
  height?: number | string | Partial<Record<'xs' | 'sm' | 'md', number | string>>;
}

export function ProductImage({ src, alt, height = 160 }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <Box
      component="img"
      src={broken ? placeholderImage : src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      data-placeholder={broken ? 'true' : undefined}
      sx={{ display: 'block', width: '100%', height, objectFit: 'contain' }}
    />
  );
}
