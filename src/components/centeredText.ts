// How a centered column of text is set, written once (spread into an `sx`).

/**
 * A column of text centered from 600 px up; on a phone it starts at the left edge, where a paragraph
 * of more than two lines reads (docs/decisions/0182): a centered line's ragged start makes the eye
 * hunt for each next line.
 */
export const centeredAbovePhone = { textAlign: { xs: 'left', sm: 'center' } } as const;

/** The same for a flex column: its items centered from 600 px up, at its start on a phone. */
export const centeredColumnAbovePhone = {
  ...centeredAbovePhone,
  alignItems: { xs: 'flex-start', sm: 'center' },
} as const;
