import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { panelSurface } from '@/components/surfaces';
import { FigureNotes, NoteMark, numberSources, type SourcedFigure } from './FigureNotes';

/**
 * A hero's side panel made of the page's own facts (a customer's figures, a process's results, the
 * support hours), for a page without a picture: the hero is laid out to its content instead of
 * leaving a half empty. Give it `figures` (value over label) or rows of its own as `children`.
 */
export function FactsPanel({
  heading,
  figures,
  children,
}: {
  heading: string;
  figures?: readonly SourcedFigure[];
  children?: ReactNode;
}) {
  const { marks, notes } = numberSources(figures ?? []);
  const idPrefix = heading.toLowerCase().replace(/[^a-z]+/g, '-');
  return (
    <Box component="aside" aria-label={heading} sx={{ ...panelSurface, p: { xs: 3, md: 4 } }}>
      <Typography component="p" variant="overline" sx={{ display: 'block', color: 'primary.main', mb: 2 }}>
        {heading}
      </Typography>
      {figures && (
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2.5 }}>
          {figures.map((figure, index) => (
            <Box key={figure.label} sx={{ display: 'flex', flexDirection: 'column-reverse', gap: 0.5 }}>
              <Typography component="dt" color="text.secondary">
                {figure.label}
                <NoteMark number={marks[index]} idPrefix={idPrefix} />
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontSize: { xs: '2rem', md: '2rem' }, fontWeight: 700, lineHeight: 1.1 }}
              >
                {figure.value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <FigureNotes notes={notes} idPrefix={idPrefix} color="text.secondary" />
      {children}
    </Box>
  );
}
