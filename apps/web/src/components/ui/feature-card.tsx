import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface FeatureCardProps {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}

/** A titled card with an icon, a sentence and its actions. */
export function FeatureCard({ icon, title, description, children }: FeatureCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      elevation={3}
      sx={{ p: { xs: 2.5, md: 4 }, display: 'flex', flexDirection: 'column', gap: 2, height: '100%', borderRadius: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box aria-hidden="true" sx={{ width: 48, height: 48, borderRadius: 2, bgcolor: 'grey.100', color: 'primary.main', display: 'grid', placeItems: 'center', flexShrink: 0 }}>
          {icon}
        </Box>
        <Typography id={headingId} variant="h2">
          {title}
        </Typography>
      </Box>
      <Typography color="text.secondary">{description}</Typography>
      <Box sx={{ mt: 'auto', display: 'grid', gap: 1.5 }}>{children}</Box>
    </Paper>
  );
}
