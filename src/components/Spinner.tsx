import Box from '@mui/material/Box';

interface SpinnerProps {
  /** px, the ring's outer size */
  size?: number;
  /** the text colour around it, or the theme's primary colour */
  color?: 'inherit' | 'primary';
  /** what is in progress, for assistive technology; without it the spinner is decoration */
  'aria-label'?: string;
  'aria-hidden'?: boolean;
}

/**
 * Work in progress, as a turning ring drawn by CSS. In place of MUI's CircularProgress, which MUI's
 * Button and IconButton import for a `loading` prop no button of the site uses: with it gone from them
 * (scripts/vite-plugins/muiButtonWithoutSpinner.ts), no first visit downloads a spinner. Slower under reduced motion.
 */
export function Spinner({ size = 40, color = 'primary', ...aria }: SpinnerProps) {
  const labelled = Boolean(aria['aria-label']) && !aria['aria-hidden'];
  return (
    <Box
      component="span"
      {...(labelled ? { role: 'progressbar' } : {})}
      {...aria}
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        border: `${Math.max(2, Math.round(size / 11))}px solid currentColor`,
        borderRightColor: 'transparent',
        color: color === 'inherit' ? 'inherit' : 'primary.main',
        animation: 'aden-spin 0.8s linear infinite',
        '@keyframes aden-spin': { to: { transform: 'rotate(360deg)' } },
        '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
      }}
    />
  );
}
