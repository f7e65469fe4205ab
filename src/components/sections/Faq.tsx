import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { faqJsonLd } from '../../lib/seo';
import { JsonLd } from '../JsonLd';
import { Section } from './Section';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions and answers. The answers are in the HTML even while collapsed (readable without
 * JavaScript and by search engines), and the page gets its FAQPage JSON-LD.
 */
export function Faq({
  id = 'faq',
  heading,
  items,
}: {
  id?: string;
  heading: string;
  items: readonly FaqItem[];
}) {
  return (
    <Section id={id} heading={heading} maxWidth="md">
      <JsonLd data={faqJsonLd(items)} />
      {items.map((item, index) => (
        <Accordion
          key={item.question}
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            '&::before': { display: 'none' },
            bgcolor: 'transparent',
          }}
          slotProps={{ transition: { unmountOnExit: false } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${id}-q${index}`}
            aria-controls={`${id}-a${index}`}
            sx={{ px: 0, '& .MuiAccordionSummary-content': { my: 2 } }}
          >
            <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1.0625rem' }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`${id}-a${index}`} sx={{ px: 0, pb: 3 }}>
            <Typography color="text.secondary">{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Section>
  );
}
