import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Section, type SectionTone } from './Section';

/** Short statements with a tick: what you can measure, what a plan includes. */
export function Checklist({
  id,
  heading,
  intro,
  items,
  tone,
}: {
  id: string;
  heading: string;
  intro?: ReactNode;
  items: readonly string[];
  tone?: SectionTone;
}) {
  return (
    <Section id={id} heading={heading} intro={intro} tone={tone}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          // A list read down, then across (newspaper columns): an odd item count leaves no lone card.
          columnCount: { xs: 1, md: 2 },
          columnGap: 4,
        }}
      >
        {items.map((item) => (
          <Box
            component="li"
            key={item}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', breakInside: 'avoid', pb: 2 }}
          >
            <CheckCircleOutlineIcon color="success" aria-hidden sx={{ mt: '2px' }} />
            <Typography sx={{ fontSize: '1.125rem' }}>{item}</Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
