import Box from '@mui/material/Box';
import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { gridColumns } from '@/components/sections/balancedColumns';
import { CtaBand } from '@/components/sections/CtaBand';
import { FactsPanel } from '@/components/sections/FactsPanel';
import { caseStudyLinkCard, LinkCards } from '@/components/sections/LinkCards';
import { LogoStrip } from '@/components/sections/LogoStrip';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { QuoteFigure } from '@/components/sections/Testimonial';
import { CASE_STUDIES_SECTION_ID } from '@/lib/routing/paths';
import { summarize } from '@/lib/seo/seo';
import type { CustomersPayload } from './customersPageData';

/** Who runs on Aden: logos, their words, the four case studies, the industries. */
export default function CustomersPage({ path, data }: PageProps<CustomersPayload>) {
  const { customers, marks, caseStudies, industries } = data;
  return (
    <>
      <PageMeta title={customers.title} description={summarize(customers.intro)} path={path} />
      <PageHero
        eyebrow={customers.title}
        title={customers.headline}
        lead={customers.intro}
        ctas={customers.heroCtas}
        aside={<FactsPanel heading={customers.figuresHeading} figures={customers.figures} />}
      />
      <LogoStrip
        id="logos"
        heading={customers.logosHeading}
        items={marks.map((item) => ({ mark: item.mark, caption: item.industry }))}
      />
      <LinkCards
        id={CASE_STUDIES_SECTION_ID}
        heading={customers.caseStudiesHeading}
        tone="muted"
        columns={2}
        items={caseStudies.map((study) => ({
          ...caseStudyLinkCard(study, customers.caseStudyLinkLabel.replace('{company}', study.company.name)),
          label: study.headline ? `${study.headline.value} ${study.headline.label}` : study.company.name,
        }))}
      />
      <Section id="quotes" heading={customers.quotesHeading}>
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
        heading={customers.industriesHeading}
        tone="muted"
        columns={4}
        items={industries.map((industry) => ({
          title: industry.name,
          href: industry.path,
          body: industry.headline,
          more: industry.linkLabel,
        }))}
      />
      <CtaBand cta={customers.cta} />
    </>
  );
}
