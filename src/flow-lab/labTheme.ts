import { createTheme } from '@mui/material/styles';
import { FONT_FAMILY } from '@/theme/siteTypeface';

/** The lab's own look (a tool, not a page of the site): compact, its own palette. */
export const labTheme = createTheme({
  palette: {
    primary: { main: '#4f46e5', light: '#6366f1', contrastText: '#ffffff' },
    secondary: { main: '#0f766e' },
    warning: { main: '#f59e0b' },
    background: { default: '#f8fafc', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: `"${FONT_FAMILY}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`,
    fontSize: 13,
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
    MuiTextField: { defaultProps: { size: 'small' } },
  },
});
