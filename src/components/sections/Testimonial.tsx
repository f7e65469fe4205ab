import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Section, type SectionTone } from './Section';

export interface Quote {
  text: string;
  name: string;
  role: string;
  company?: string;
}

/** One customer's words, large, with who said them. */
export function Testimonial({
  id,
  heading,
  quote,
  tone = 'muted',
}: {
  id: string;
  heading: string;
  quote: Quote;
  tone?: SectionTone;
}) {
  return (
    <Section id={id} heading={heading} tone={tone} maxWidth="md" centered>
      <QuoteFigure quote={quote} large />
    </Section>
  );
}

/** A quote as a figure: text in a blockquote, the person in its caption. */
export function QuoteFigure({ quote, large = false }: { quote: Quote; large?: boolean }) {
  return (
    <Box component="figure" sx={{ m: 0, textAlign: large ? 'center' : 'left' }}>
      <Box
        component="blockquote"
        sx={{
          m: 0,
          fontSize: large ? { xs: '1.25rem', md: '1.625rem' } : '1.0625rem',
          lineHeight: 1.5,
          fontWeight: large ? 500 : 400,
          '&::before': { content: '"\\201C"' },
          '&::after': { content: '"\\201D"' },
        }}
      >
        {quote.text}
      </Box>
      <Typography component="figcaption" sx={{ mt: 2.5, color: 'text.secondary' }}>
        <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
          {quote.name}
        </Box>
        {`, ${quote.role}${quote.company ? `, ${quote.company}` : ''}`}
      </Typography>
    </Box>
  );
}
