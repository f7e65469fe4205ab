import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { JsonLd } from '@/components/JsonLd';
import type { FaqEntry } from '@/content/pricing';
import { faqJsonLd } from './structuredData';

/** Questions buyers ask before they pay, with their FAQPage structured data. */
export function FaqSection({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Box component="section" aria-labelledby="faq-title" sx={{ py: { xs: 8, md: 12 }, bgcolor: 'grey.50' }}>
      <Container maxWidth="md">
        <Typography
          id="faq-title"
          variant="h2"
          sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, textAlign: 'center', mb: { xs: 4, md: 6 } }}
        >
          Pricing questions
        </Typography>
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          {/* Each question hydrates in a pass of its own (a Suspense boundary). */}
          {entries.map((entry) => (
            <Suspense key={entry.question}>
              <Accordion
                sx={{
                  bgcolor: 'transparent',
                  borderBottom: 1,
                  borderColor: 'divider',
                  '&::before': { display: 'none' },
                }}
              >
                <AccordionSummary expandIcon={<ExpandMoreRounded />} sx={{ px: 0, py: 1 }}>
                  {/* The accordion wraps its summary in an h3 of its own: this is the heading's text. */}
                  <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.0625rem' }}>
                    {entry.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails sx={{ px: 0, pt: 0, pb: 3 }}>
                  <Typography color="text.secondary">{entry.answer}</Typography>
                </AccordionDetails>
              </Accordion>
            </Suspense>
          ))}
        </Box>
      </Container>
      <JsonLd data={faqJsonLd(entries)} />
    </Box>
  );
}
