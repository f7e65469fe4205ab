import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Feature } from './feature';
import { PhoneFold } from './PhoneFold';
import { Points } from './Points';
import { ProductPicture } from './ProductPicture';
import { Section, type SectionTone } from './Section';

/** The gap between rows, in theme spacing: phones, then wide screens. */
const ROW_GAP = { xs: 6, md: 10 } as const;

/**
 * Capabilities one per row, text beside the fragment of the product it describes, alternating sides
 * on wide screens. On a phone the rows after `phoneShown` are one press away (PhoneFold).
 */
export function FeatureRows({
  id,
  heading,
  intro,
  eyebrow,
  items,
  tone,
  phoneShown = items.length,
  phoneFoldsPoints = false,
}: {
  id: string;
  heading: string;
  intro?: ReactNode;
  eyebrow?: string;
  items: readonly Feature[];
  tone?: SectionTone;
  /** how many rows a phone shows before the rest's disclosure */
  phoneShown?: number;
  /** on a phone each row's points are one press away */
  phoneFoldsPoints?: boolean;
}) {
  const rows = items.map((item, index) => (
    <FeatureRow key={item.title} item={item} index={index} foldsPoints={phoneFoldsPoints} />
  ));
  const folded = rows.slice(phoneShown);
  return (
    <Section id={id} heading={heading} intro={intro} eyebrow={eyebrow} tone={tone}>
      <Box sx={{ display: 'grid', gap: ROW_GAP }}>{rows.slice(0, phoneShown)}</Box>
      {folded.length > 0 && (
        <PhoneFold summary={`Show ${folded.length} more`} gap={ROW_GAP}>
          <Box sx={{ display: 'grid', gap: ROW_GAP }}>{folded}</Box>
        </PhoneFold>
      )}
    </Section>
  );
}

function FeatureRow({ item, index, foldsPoints }: { item: Feature; index: number; foldsPoints: boolean }) {
  const points = item.points && item.points.length > 0 && <Points points={item.points} />;
  return (
    <Box
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
        {points && foldsPoints ? (
          <PhoneFold summary={`Show ${item.points?.length} details`} gap={0}>
            {points}
          </PhoneFold>
        ) : (
          points
        )}
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
  );
}
