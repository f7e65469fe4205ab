// The surfaces the pages' cards and panels share, written once (spread into an `sx`).

import type { Theme } from '@mui/material/styles';

/**
 * The fill a card takes from the band it sits on, set by `Section` (docs/decisions/0175): the tint on a
 * white band, white on a tinted one. Outside a section a card is tinted.
 */
export const CARD_FILL = '--card-fill';

/** A card: no outline, set apart from its band by tone alone. */
export const cardSurface = {
  // Filled, a card reads rounder than outlined: 14 px like MUI's Paper (the theme).
  borderRadius: '14px',
  bgcolor: (theme: Theme) => `var(${CARD_FILL}, ${theme.palette.surface.tint})`,
} as const;

/** A panel set off from the text around it (contents, about the author, a note): the same surface. */
export const panelSurface = cardSurface;

/**
 * A panel beside a hero's text: white on the hero's tint, which fades to white at its foot, so a soft
 * shadow in the ink's colour keeps its lower edge where an outline would have drawn it.
 */
export const heroPanelSurface = {
  ...panelSurface,
  bgcolor: 'background.paper',
  boxShadow: '0 16px 40px -20px rgba(20, 20, 43, 0.3)',
} as const;

/** A filled disc in the brand colour holding a number or initials, centred (size it in the `sx`). */
export const numberDisc = {
  borderRadius: '50%',
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 700,
} as const;
