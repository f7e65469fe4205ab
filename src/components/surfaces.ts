// The surfaces the pages' cards and panels share, written once (spread into an `sx`).

/** A hairline outline in the divider colour with the cards' rounding. */
export const outlined = { border: 1, borderColor: 'divider', borderRadius: 3 } as const;

/** A card: the outline on paper. */
export const cardSurface = { ...outlined, bgcolor: 'background.paper' } as const;

/** A panel set off from the text around it (contents, about the author, a note): the outline on light grey. */
export const panelSurface = { ...outlined, bgcolor: 'grey.50' } as const;

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
