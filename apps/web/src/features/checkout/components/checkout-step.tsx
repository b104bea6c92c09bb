import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A numbered section of the checkout (spec 3 §2.5: steps 2, 3 and 4). */
export function CheckoutStep({ number, title, children }: { number?: number; title: string; children: ReactNode }) {
  const id = `checkout-step-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 2 }}>
        {number !== undefined ? `${number}. ` : ''}
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
