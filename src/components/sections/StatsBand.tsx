import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { gridColumns } from './balancedColumns';
import { Section } from './Section';

export interface Figure {
  value: string;
  label: string;
  detail?: string;
}

/** Key figures on the brand colour: big number, what it measures. */
export function StatsBand({
  id,
  heading,
  figures,
}: {
  id: string;
  heading: string;
  figures: readonly Figure[];
}) {
  return (
    <Section id={id} heading={heading} tone="brand">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          columnGap: { xs: 4, md: 5 },
          rowGap: 1,
          gridTemplateColumns: gridColumns(figures.length, { sm: 2, md: 4 }),
        }}
      >
        {figures.map((figure) => (
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
    </Section>
  );
}
