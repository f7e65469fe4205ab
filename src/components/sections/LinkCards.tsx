import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cardSurface } from '@/components/surfaces';
import type { WordMarkData } from '@/content/wordMarks';
import { gridColumns } from './balancedColumns';
import { Illustration } from './Illustration';
import { Monogram, type MonogramData } from './Monogram';
import { Section, type SectionTone } from './Section';
import { WordMark } from './WordMark';

export interface LinkCard {
  title: string;
  href: string;
  body: string;
  /** a small label above the title (a category, an industry) */
  label?: string;
  logo?: MonogramData;
  /** a customer's word mark */
  mark?: WordMarkData;
  illustration?: string;
  /** the link's words at the foot of the card */
  more?: string;
}

/**
 * Cards that each lead to a page: modules, integrations, processes, case studies. The whole card is
 * the link; its title names it.
 */
export function LinkCards({
  id,
  heading,
  intro,
  eyebrow,
  items,
  columns = 3,
  tone,
  headingLevel = 'h3',
  children,
}: {
  id: string;
  heading?: string;
  intro?: ReactNode;
  eyebrow?: string;
  items: readonly LinkCard[];
  columns?: 2 | 3 | 4;
  tone?: SectionTone;
  headingLevel?: 'h2' | 'h3';
  /** under the cards (a "see all" link) */
  children?: ReactNode;
}) {
  return (
    <Section id={id} heading={heading} intro={intro} eyebrow={eyebrow} tone={tone}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: gridColumns(items.length, { sm: 2, md: columns }),
        }}
      >
        {items.map((item) => (
          <Box component="li" key={item.href} sx={{ display: 'flex', minWidth: 0 }}>
            <Box
              component={Link}
              href={item.href}
              sx={{
                flex: 1,
                display: 'flex',
                flexDirection: 'column',
                gap: 1.25,
                p: 3,
                ...cardSurface,
                color: 'inherit',
                textDecoration: 'none',
                transition: 'border-color 0.2s, box-shadow 0.2s',
                '&:hover': { borderColor: 'primary.main', boxShadow: 3 },
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {item.illustration && <Illustration id={item.illustration} />}
              {item.mark && <WordMark mark={item.mark} size="1.125rem" />}
              {(item.logo || item.label) && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  {item.logo && <Monogram logo={item.logo} size={40} />}
                  {item.label && (
                    <Typography
                      variant="body2"
                      sx={{ color: 'primary.main', fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      {item.label}
                    </Typography>
                  )}
                </Box>
              )}
              <Typography component={headingLevel} sx={{ fontWeight: 700, fontSize: '1.1875rem' }}>
                {item.title}
              </Typography>
              <Typography color="text.secondary" sx={{ flex: 1 }}>
                {item.body}
              </Typography>
              <Typography sx={{ color: 'primary.main', fontWeight: 600 }} aria-hidden>
                {item.more ?? 'Learn more'} →
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      {children}
    </Section>
  );
}
