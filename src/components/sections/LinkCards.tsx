import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cardSurface } from '@/components/surfaces';
import type { CustomerMarkData } from '@/content/customerMarks';
import type { PartnerMarkData } from '@/content/partnerMarks';
import { CardGrid } from './CardGrid';
import { CustomerMark } from './CustomerMark';
import { PartnerMark } from './PartnerMark';
import { Section, type SectionTone } from './Section';

export interface LinkCard {
  title: string;
  href: string;
  body: string;
  /** a small label above the title (a category, an industry) */
  label?: string;
  /** an integration partner's mark */
  partner?: PartnerMarkData;
  /** a customer's word mark */
  mark?: CustomerMarkData;
  /** the link's words at the foot of the card */
  more?: string;
}

/** An integration as the pages' data gives it (src/site/pageDataParts.ts, relevantIntegrations). */
export interface IntegrationCardData {
  name: string;
  path: string;
  summary: string;
  category: string;
  mark?: PartnerMarkData;
  /** "Planned for Q2 2027" for one not built yet; null for one a customer can connect today. */
  notBuilt: string | null;
}

/** An integration's card: its category above the title, and a mark when it is not built yet. */
export const integrationLinkCard = (item: IntegrationCardData, more: string): LinkCard => ({
  title: item.name,
  href: item.path,
  body: item.summary,
  partner: item.mark,
  label: item.notBuilt ? `${item.category} · ${item.notBuilt}` : item.category,
  more,
});

/** A case study as the pages' data gives it: enough for its card. */
export interface CaseStudyCardData {
  title: string;
  path: string;
  summary: string;
  company: { mark: CustomerMarkData };
}

/** A case study's card: the customer's word mark over the story's title and summary. */
export const caseStudyLinkCard = (study: CaseStudyCardData, more: string): LinkCard => ({
  title: study.title,
  href: study.path,
  body: study.summary,
  mark: study.company.mark,
  more,
});

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
  phoneBrief = false,
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
  /** on a phone each card is its title alone: the page it leads to holds its body, mark and category */
  phoneBrief?: boolean;
  /** under the cards (a "see all" link) */
  children?: ReactNode;
}) {
  return (
    <Section id={id} heading={heading} intro={intro} eyebrow={eyebrow} tone={tone}>
      <LinkCardGrid items={items} columns={columns} headingLevel={headingLevel} phoneBrief={phoneBrief} />
      {children}
    </Section>
  );
}

/**
 * The grid of link cards alone, for a section that puts something of its own above it (a filter).
 * `compact` sets the logo beside the title and leaves out the foot line, for a long list.
 */
export function LinkCardGrid({
  items,
  columns = 3,
  headingLevel = 'h3',
  compact = false,
  phoneBrief = false,
}: {
  items: readonly LinkCard[];
  columns?: 2 | 3 | 4;
  headingLevel?: 'h2' | 'h3';
  compact?: boolean;
  phoneBrief?: boolean;
}) {
  // Below 600 px a brief card is its title alone (a customer's mark aside), the link to the page that
  // holds the rest: the body, the partner's mark and the category.
  const brief = (shown: string) => (phoneBrief ? { xs: 'none', sm: shown } : shown);
  return (
    // Brief cards on a phone are a title each: two to a row.
    <CardGrid count={items.length} columns={{ xs: phoneBrief ? 2 : 1, sm: 2, md: columns }}>
      {items.map((item) => (
        <Box component="li" key={item.href} sx={{ display: 'flex', minWidth: 0 }}>
          <Box
            component={Link}
            href={item.href}
            sx={{
              flex: 1,
              display: 'flex',
              flexDirection: 'column',
              gap: compact ? 1 : 1.25,
              p: phoneBrief ? { xs: 2, sm: compact ? 2.5 : 3 } : compact ? 2.5 : 3,
              ...cardSurface,
              color: 'inherit',
              textDecoration: 'none',
              transition: 'box-shadow 0.2s',
              '&:hover': { boxShadow: 3 },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            {item.mark && <CustomerMark mark={item.mark} />}
            {compact ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                {item.partner && <PartnerMark mark={item.partner} size={40} />}
                <Box sx={{ minWidth: 0 }}>
                  <CardTitle item={item} headingLevel={headingLevel} />
                  {item.label && <CardLabel label={item.label} />}
                </Box>
              </Box>
            ) : (
              <>
                {(item.partner || item.label) && (
                  // A long label wraps to its own line below the mark rather than into broken words.
                  <Box sx={{ display: brief('flex'), flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
                    {item.partner && <PartnerMark mark={item.partner} size={40} />}
                    {item.label && <CardLabel label={item.label} />}
                  </Box>
                )}
                <CardTitle item={item} headingLevel={headingLevel} brief={phoneBrief} />
              </>
            )}
            <Typography color="text.secondary" sx={{ flex: 1, display: brief('block') }}>
              {item.body}
            </Typography>
            {!compact && (
              <Typography
                sx={{ color: 'primary.main', fontWeight: 600, display: brief('block') }}
                aria-hidden
              >
                {item.more ?? 'Learn more'} →
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </CardGrid>
  );
}

function CardTitle({
  item,
  headingLevel,
  brief = false,
}: {
  item: LinkCard;
  headingLevel: 'h2' | 'h3';
  brief?: boolean;
}) {
  return (
    <Typography
      component={headingLevel}
      sx={{
        fontWeight: 700,
        // Two brief cards to a phone's row: a long name ("WooCommerce") fits its half, or breaks.
        fontSize: brief ? { xs: '1.125rem', sm: '1.25rem' } : '1.25rem',
        overflowWrap: 'break-word',
      }}
    >
      {item.title}
    </Typography>
  );
}

function CardLabel({ label }: { label: string }) {
  return (
    <Typography
      variant="body2"
      sx={{ color: 'primary.main', fontWeight: 600, minWidth: 0, overflowWrap: 'break-word' }}
    >
      {label}
    </Typography>
  );
}
