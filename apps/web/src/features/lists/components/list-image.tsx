import { useState } from 'react';
import Box from '@mui/material/Box';
import ImageOutlined from '@mui/icons-material/ImageOutlined';

/** A small square product picture; a missing or broken image shows a placeholder (spec 2 §8). Decorative. */
export function ListImage({ src, size = 72 }: { src: string | null; size?: number }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <Box
      sx={{
        width: size,
        height: size,
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
          alt=""
          loading="lazy"
          onError={() => setFailedSrc(src)}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      )}
    </Box>
  );
}
