import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { routes } from '@/lib/routing/paths';
import { RouterLink } from './RouterLink';

/**
 * The Aden mark and wordmark, drawn inline (no image request), linking home. Between md and lg the
 * desktop bar is tight, so only the mark shows there.
 */
export function Logo() {
  const { palette } = useTheme();
  return (
    <Box
      component={RouterLink}
      href={routes.home.href()}
      aria-label="Aden home"
      sx={{
        display: 'inline-flex',
        flexShrink: 0,
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 4 },
      }}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="0" y="0" width="32" height="32" rx="9" fill={palette.primary.main} />
        <path
          d="M9 24 L16 8 L23 24"
          fill="none"
          stroke={palette.primary.contrastText}
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M12 18.5 H20" stroke={palette.primary.contrastText} strokeWidth="3" strokeLinecap="round" />
      </svg>
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          display: { xs: 'inline', md: 'none', lg: 'inline' },
          fontSize: '1.5rem',
          fontWeight: 700,
          letterSpacing: '-0.02em',
          lineHeight: 1,
        }}
      >
        Aden
      </Box>
    </Box>
  );
}
