import type { Theme } from '@mui/material/styles';
import SystemThemeProvider from '@mui/system/ThemeProvider';
import type { ReactNode } from 'react';

/**
 * MUI's ThemeProvider for a theme without CSS variables, which is what it renders for this site's
 * theme. Material's own ThemeProvider also imports the CSS-variables provider and its colour-scheme
 * script, about 4 KB gzip that every first visit would download and never run.
 */
export function SiteThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  return <SystemThemeProvider theme={theme}>{children}</SystemThemeProvider>;
}
