import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { JsonLd } from '@/components/JsonLd';
import { faqJsonLd } from '@/lib/seo/seo';
import { Section, type SectionTone } from './Section';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions and answers as native disclosure widgets (`<details>`): they open and close without
 * JavaScript, the answers are in the HTML for readers and search engines, and the page gets its
 * FAQPage JSON-LD.
 */
export function Faq({
  id = 'faq',
  heading,
  items,
  tone,
}: {
  id?: string;
  heading: string;
  items: readonly FaqItem[];
  tone?: SectionTone;
}) {
  return (
    <Section id={id} heading={heading} maxWidth="md" tone={tone}>
      <JsonLd data={faqJsonLd(items)} />
      {items.map((item) => (
        <Box
          component="details"
          key={item.question}
          sx={{
            // One quiet hairline between two questions, none above the first or under the last, on
            // every band the list stands on.
            '& + &': { borderTop: 1, borderColor: 'divider' },
            '& summary': {
              listStyle: 'none',
              cursor: 'pointer',
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: 2,
              py: 2.5,
            },
            '& summary::-webkit-details-marker': { display: 'none' },
            '& summary::after': {
              content: '"+"',
              fontSize: '1.5rem',
              lineHeight: 1,
              color: 'primary.main',
              flexShrink: 0,
            },
            '&[open] summary::after': { content: '"\\2212"' },
            '& summary:focus-visible': {
              outline: 2,
              outlineColor: 'primary.main',
              outlineOffset: 2,
              borderRadius: 1,
            },
          }}
        >
          <summary>
            <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1.125rem' }}>
              {item.question}
            </Typography>
          </summary>
          <Typography color="text.secondary" sx={{ pb: 3 }}>
            {item.answer}
          </Typography>
        </Box>
      ))}
    </Section>
  );
}
