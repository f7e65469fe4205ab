import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { gridColumns } from './balancedColumns';
import { FigureNotes, NoteMark, numberSources, type SourcedFigure } from './FigureNotes';
import { Section } from './Section';

export type Figure = SourcedFigure;

/** Key figures on the page's one dark band: big number, what it measures, and where each comes from. */
export function StatsBand({
  id,
  heading,
  figures,
}: {
  id: string;
  heading: string;
  figures: readonly Figure[];
}) {
  const { marks, notes } = numberSources(figures);
  return (
    <Section id={id} heading={heading} tone="dark">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          columnGap: { xs: 3, sm: 4, md: 5 },
          rowGap: 1,
          // Two to a row on a phone too: a figure is a number over a few words.
          gridTemplateColumns: gridColumns(figures.length, { xs: 2, md: 4 }),
        }}
      >
        {figures.map((figure, index) => (
          // Each figure spans two rows of the band (value, label) on a subgrid, so values that wrap
          // ("14 million") still end on one line and the labels start on one line.
          <Box
            key={figure.label}
            sx={{
              display: 'grid',
              gridRow: 'span 2',
              gridTemplateRows: 'subgrid',
              rowGap: 1,
              mb: { xs: 3, md: 0 },
            }}
          >
            <Typography component="dt" sx={{ gridRow: 2, color: 'grey.100', fontSize: '1rem' }}>
              {figure.label}
              <NoteMark number={marks[index]} idPrefix={id} />
              {figure.detail && (
                <Box
                  component="span"
                  sx={{ display: 'block', fontSize: '0.875rem', color: 'grey.300', mt: 0.5 }}
                >
                  {figure.detail}
                </Box>
              )}
            </Typography>
            <Typography
              component="dd"
              sx={{
                gridRow: 1,
                alignSelf: 'end',
                m: 0,
                fontSize: { xs: '2rem', md: '3rem' },
                fontWeight: 700,
                lineHeight: 1,
              }}
            >
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <FigureNotes notes={notes} idPrefix={id} color="grey.300" />
    </Section>
  );
}
