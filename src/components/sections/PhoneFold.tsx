import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The rest of a section, one press away on a phone: below 600 px its children sit in a closed native
 * disclosure under `summary` ("Show all 8 capabilities"); from 600 px up the summary is hidden and the
 * children show as they would without it, so wider screens are drawn as before. A `<details>` opens
 * without the app's scripts, and the browser's find-in-page opens it on a match.
 */
export function PhoneFold({
  summary,
  gap,
  children,
}: {
  summary: string;
  /** the space above it and above its content when open: the section's own gap between items */
  gap: number | { xs: number; md: number };
  children: ReactNode;
}) {
  return (
    <Box
      component="details"
      sx={(theme) => ({
        mt: gap,
        '& > summary': {
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          minHeight: 48,
          px: 2,
          border: 1,
          borderColor: 'primary.main',
          borderRadius: 999,
          color: 'primary.main',
          fontWeight: 600,
          cursor: 'pointer',
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          // Inside the summary's own rule, so it comes after the display above.
          [theme.breakpoints.up('sm')]: { display: 'none' },
        },
        '&[open] > summary': { mb: gap },
        // Shown as if open from 600 px up: the disclosure's content box takes the closed state's hiding off.
        '&::details-content': {
          [theme.breakpoints.up('sm')]: { contentVisibility: 'visible', display: 'contents' },
        },
      })}
    >
      <summary>{summary}</summary>
      {children}
    </Box>
  );
}
