import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { cardSurface, numberDisc } from '@/components/surfaces';
import { Section, type SectionTone } from './Section';

export interface Quote {
  text: string;
  name: string;
  role: string;
  company?: string;
}

/** A customer's words as a section of their own: the one quote card, centred. */
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
      <QuoteFigure quote={quote} />
    </Section>
  );
}

/** The person's initials, for the monogram beside their name. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .filter((letter) => letter && /\p{Lu}/u.test(letter))
    .slice(0, 2)
    .join('');

/**
 * The site's one testimonial: a card with the words in a blockquote and, in its caption, the
 * person's monogram, name, role and company. The same on every page that quotes a customer.
 */
export function QuoteFigure({ quote }: { quote: Quote }) {
  return (
    <Box
      component="figure"
      sx={{
        ...cardSurface,
        m: 0,
        p: { xs: 3, md: 4 },
        textAlign: 'left',
        height: '100%',
        boxSizing: 'border-box',
      }}
    >
      <Box
        component="blockquote"
        sx={{
          m: 0,
          fontSize: '1.25rem',
          lineHeight: 1.5,
          color: 'text.primary',
          '&::before': { content: '"\\201C"' },
          '&::after': { content: '"\\201D"' },
        }}
      >
        {quote.text}
      </Box>
      <Box component="figcaption" sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box aria-hidden sx={{ ...numberDisc, width: 40, height: 40, flexShrink: 0, fontSize: '0.875rem' }}>
          {initialsOf(quote.name)}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{quote.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {`${quote.role}${quote.company ? `, ${quote.company}` : ''}`}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
