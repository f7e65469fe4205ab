import Box from '@mui/material/Box';
import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { gridColumns } from '@/components/sections/balancedColumns';
import { CtaBand } from '@/components/sections/CtaBand';
import { FactsPanel } from '@/components/sections/FactsPanel';
import { LinkCards } from '@/components/sections/LinkCards';
import { LogoStrip } from '@/components/sections/LogoStrip';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { QuoteFigure } from '@/components/sections/Testimonial';
import { summarize } from '@/lib/seo/seo';
import type { CustomersPayload } from './customersPageData';

/** Who runs on Aden: logos, their words, the four case studies, the industries. */
export default function CustomersPage({ path, data }: PageProps<CustomersPayload>) {
  const { customers, marks, caseStudies, industries } = data;
  return (
    <>
      <PageMeta title="Customers" description={summarize(customers.intro)} path={path} />
      <PageHero
        eyebrow="Customers"
        title={customers.headline}
        lead={customers.intro}
        ctas={[
          { label: 'Book a demo', action: 'book-demo' },
          { label: 'Start for free', action: 'start-free' },
        ]}
        aside={<FactsPanel heading="Across our customers" figures={customers.figures} />}
      />
      <LogoStrip
        id="logos"
        heading="Teams that run on Aden"
        items={marks.map((item) => ({ mark: item.mark, caption: item.industry }))}
      />
      <LinkCards
        id="case-studies"
        heading="Case studies"
        tone="muted"
        columns={2}
        items={caseStudies.map((study) => ({
          title: study.title,
          href: study.path,
          body: study.summary,
          mark: study.company.mark,
          label: study.headline ? `${study.headline.value} ${study.headline.label}` : study.company.name,
          more: `Read the ${study.company.name} story`,
        }))}
      />
      <Section id="quotes" heading="In their words">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: gridColumns(customers.quotes.length, { md: 2, lg: 3 }),
          }}
        >
          {customers.quotes.map((quote) => (
            <QuoteFigure key={quote.name} quote={quote} />
          ))}
        </Box>
      </Section>
      <LinkCards
        id="industries"
        heading="By industry"
        tone="muted"
        columns={4}
        items={industries.map((industry) => ({
          title: industry.name,
          href: industry.path,
          body: industry.headline,
          more: `Aden for ${industry.name}`,
        }))}
      />
      <CtaBand cta={customers.cta} />
    </>
  );
}
