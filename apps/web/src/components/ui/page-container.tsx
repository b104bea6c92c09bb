import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** The content width every page and the shell share (1280 px, 16/24 px gutters on the 8 px grid). */
export const contentMaxWidth = 1280;

export function PageContainer({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return <Box sx={[{ maxWidth: contentMaxWidth, mx: 'auto', px: { xs: 2, sm: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}>{children}</Box>;
}
