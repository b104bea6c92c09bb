import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** The page's one h1; also sets the document title (React 19 hoists <title> into <head>). */
export function PageHeading({ children, documentTitle }: { children: ReactNode; documentTitle: string }) {
  return (
    <>
      <title>{`${documentTitle} | SparesFinder`}</title>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {children}
      </Typography>
    </>
  );
}
