// Start-up stage: Emotion, MUI's styling core with the site's theme, and the MUI components the header,
// the footer and the pages' sections are made of (see main.tsx).
export { CacheProvider } from '@emotion/react';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as Container } from '@mui/material/Container';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as IconButton } from '@mui/material/IconButton';
export { default as Link } from '@mui/material/Link';
export { default as Paper } from '@mui/material/Paper';
export { default as Stack } from '@mui/material/Stack';
export { default as Typography } from '@mui/material/Typography';
export { createSiteStyleCache } from '@/theme/siteStyleCache';
export { theme } from '@/theme/theme';
