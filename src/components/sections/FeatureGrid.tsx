import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { cardSurface } from '@/components/surfaces';
import { CardGrid } from './CardGrid';
import type { Feature } from './feature';
import { Points } from './Points';
import { Section, type SectionTone } from './Section';

/** Capabilities or benefits as cards in a grid (two or three across). Pictures belong to feature rows (FeatureRows). */
export function FeatureGrid({
  id,
  heading,
  intro,
  eyebrow,
  items,
  columns = 3,
  tone,
}: {
  id: string;
  heading: string;
  intro?: ReactNode;
  eyebrow?: string;
  items: readonly Omit<Feature, 'illustration'>[];
  columns?: 2 | 3;
  tone?: SectionTone;
}) {
  return (
    <Section id={id} heading={heading} intro={intro} eyebrow={eyebrow} tone={tone}>
      <CardGrid count={items.length} columns={{ sm: 2, md: columns }} gap={{ xs: 3, md: 4 }}>
        {items.map((item) => (
          <Box
            component="li"
            key={item.title}
            sx={{
              ...cardSurface,
              p: { xs: 2.5, md: 3 },
              display: 'flex',
              flexDirection: 'column',
              gap: 1.5,
            }}
          >
            <Typography variant="h3" sx={{ fontSize: '1.25rem' }}>
              {item.title}
            </Typography>
            <Typography color="text.secondary">{item.body}</Typography>
            {item.points && item.points.length > 0 && <Points points={item.points} />}
          </Box>
        ))}
      </CardGrid>
    </Section>
  );
}
