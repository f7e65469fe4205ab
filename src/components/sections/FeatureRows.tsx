import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Feature } from './feature';
import { Points } from './Points';
import { ProductPicture } from './ProductPicture';
import { Section, type SectionTone } from './Section';

/**
 * Capabilities one per row, text beside the fragment of the product it describes, alternating sides
 * on wide screens.
 */
export function FeatureRows({
  id,
  heading,
  intro,
  eyebrow,
  items,
  tone,
}: {
  id: string;
  heading: string;
  intro?: ReactNode;
  eyebrow?: string;
  items: readonly Feature[];
  tone?: SectionTone;
}) {
  return (
    <Section id={id} heading={heading} intro={intro} eyebrow={eyebrow} tone={tone}>
      <Box sx={{ display: 'grid', gap: { xs: 6, md: 10 } }}>
        {items.map((item, index) => (
          <Box
            key={item.title}
            sx={{
              display: 'grid',
              gap: { xs: 3, md: 8 },
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            <Box sx={{ order: { xs: 0, md: index % 2 === 0 ? 0 : 1 } }}>
              <Typography variant="h3" sx={{ fontSize: '1.5rem', mb: 2 }}>
                {item.title}
              </Typography>
              <Typography color="text.secondary" sx={{ fontSize: '1.125rem', mb: 2 }}>
                {item.body}
              </Typography>
              {item.points && item.points.length > 0 && <Points points={item.points} />}
            </Box>
            {item.illustration && (
              // Pushed to the outer edge on wide screens, so pictures line up with the page's margins.
              <Box
                sx={{
                  maxWidth: 520,
                  width: '100%',
                  mx: { xs: 'auto', md: 0 },
                  justifySelf: { md: index % 2 === 0 ? 'end' : 'start' },
                }}
              >
                <ProductPicture picture={item.illustration} lazy />
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Section>
  );
}
