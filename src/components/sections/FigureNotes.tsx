import Box from '@mui/material/Box';
import { fontSizes } from '@/components/typeScale';

export interface SourcedFigure {
  value: string;
  label: string;
  detail?: string;
  /** Method, sample and period, printed as a numbered note under the figures. */
  source?: string;
}

/** Numbers each distinct source in order of first use: figures with one source share one note. */
export function numberSources(figures: readonly SourcedFigure[]) {
  const notes: string[] = [];
  const marks = figures.map((figure) => {
    if (!figure.source) return undefined;
    if (!notes.includes(figure.source)) notes.push(figure.source);
    return notes.indexOf(figure.source) + 1;
  });
  return { marks, notes };
}

/** The note mark after a figure's label. */
export function NoteMark({ number, idPrefix }: { number: number | undefined; idPrefix: string }) {
  if (number === undefined) return null;
  return (
    <Box
      component="a"
      href={`#${idPrefix}-note-${number}`}
      aria-label={`Source ${number}`}
      sx={{ color: 'inherit', fontSize: fontSizes.xs, verticalAlign: 'super', lineHeight: 0, ml: 0.25 }}
    >
      {number}
    </Box>
  );
}

/** "Sources" under a set of figures: one numbered line per source. */
export function FigureNotes({
  notes,
  idPrefix,
  color,
}: {
  notes: readonly string[];
  idPrefix: string;
  color: string;
}) {
  if (notes.length === 0) return null;
  return (
    <Box
      component="ol"
      aria-label="Sources"
      sx={{ m: 0, mt: 3, pl: 2.5, color, fontSize: fontSizes.xs, lineHeight: 1.5, '& li + li': { mt: 0.5 } }}
    >
      {notes.map((note, index) => (
        <li key={note} id={`${idPrefix}-note-${index + 1}`}>
          {note}
        </li>
      ))}
    </Box>
  );
}
