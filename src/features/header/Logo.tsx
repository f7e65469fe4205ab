import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { RouterLink } from './RouterLink';

/** The Aden wordmark, drawn inline (no image request), linking home. */
export function Logo() {
  const { palette } = useTheme();
  return (
    <Box
      component={RouterLink}
      href="/"
      aria-label="Aden home"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 4 },
      }}
    >
      <svg width="112" height="32" viewBox="0 0 112 32" aria-hidden="true" focusable="false">
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
        <text
          x="41"
          y="23"
          fill="currentColor"
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
          fontSize="21"
          fontWeight="700"
          letterSpacing="-0.5"
        >
          Aden
        </text>
      </svg>
    </Box>
  );
}
