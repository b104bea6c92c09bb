import { createTheme } from '@mui/material/styles';

/**
 * spec 1 §9: the shell is "mobile" at or below 992 px, tablet 768–992. MUI's `down('md')` is `< md`,
 * so md = 993 makes `theme.breakpoints.down('md')` mean ≤ 992 px.
 */
export const breakpointValues = { xs: 0, sm: 768, md: 993, lg: 1200, xl: 1536 } as const;

const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

const navy = '#0b4f8a';
const amber = '#ffb703';

/** sx for a dark band: focus rings turn amber so they stay visible on navy or charcoal. */
export const focusOnDark = { '& :focus-visible, & .Mui-focusVisible': { outlineColor: amber } } as const;

export const theme = createTheme({
  breakpoints: { values: breakpointValues },
  spacing: 8,
  shape: { borderRadius: 8 },
  palette: {
    primary: { main: navy, dark: '#073a66', light: '#3b74a8', contrastText: '#ffffff' },
    secondary: { main: amber, dark: '#e0a000', light: '#ffd166', contrastText: '#1a1a1a' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
    text: { primary: '#1c2530', secondary: '#4a5563' },
    divider: '#dfe3e8',
    grey: { 50: '#f8f9fb', 100: '#f1f3f6', 200: '#e5e8ec', 300: '#d3d8de', 700: '#4a5563', 900: '#1c2530' },
  },
  typography: {
    fontFamily,
    h1: { fontSize: '1.875rem', fontWeight: 700, lineHeight: 1.25, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.35 },
    h4: { fontSize: '1.0625rem', fontWeight: 600, lineHeight: 1.4 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { defaultProps: { elevation: 0 } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiCssBaseline: {
      styleOverrides: {
        // Visible focus on every control (WCAG 2.4.7). `html` raises specificity above MUI's own `outline: 0`;
        // dark areas (header, footer) switch the colour to amber with `focusOnDark`.
        'html :focus-visible, html .Mui-focusVisible': { outline: `3px solid ${navy}`, outlineOffset: '2px' },
        body: { minHeight: '100vh' },
      },
    },
  },
});
