import { useState } from 'react';
import Box from '@mui/material/Box';
import ImageOutlined from '@mui/icons-material/ImageOutlined';

interface ProductImageProps {
  src: string | null | undefined;
  /** Empty when the product's name is already next to the image (the image is then decorative). */
  alt: string;
  size?: number;
}

/** A product picture in a square box; a missing or broken image shows a placeholder (spec 2 §8). */
export function ProductImage({ src, alt, size = 72 }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flex: 'none',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {broken ? (
        <ImageOutlined
          data-testid="image-placeholder"
          aria-hidden
          sx={{ color: 'grey.300', fontSize: size / 2 }}
        />
      ) : (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading="lazy"
          onError={() => setFailedSrc(src)}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      )}
    </Box>
  );
}
