import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ProductImage } from '../../../components/ui/product-image';

/**
 * One row of a list page: the image, the part number over the row's details, and an aside (dates and price, or an
 * action) that moves under the details on phones.
 */
export function ListRow({
  label,
  imageUrl,
  partNumber,
  children,
  aside,
}: {
  label: string;
  imageUrl: string | null;
  partNumber: string;
  children: ReactNode;
  aside: ReactNode;
}) {
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={label}
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '64px 1fr', sm: '72px 1fr auto' },
      }}
    >
      <ProductImage src={imageUrl} alt="" size={72} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{partNumber}</Typography>
        {children}
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>{aside}</Box>
    </Paper>
  );
}
