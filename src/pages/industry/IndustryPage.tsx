import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { CtaBand } from '@/components/sections/CtaBand';
import { Faq } from '@/components/sections/Faq';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { LinkCards } from '@/components/sections/LinkCards';
import { PageHero } from '@/components/sections/PageHero';
import { StatsBand } from '@/components/sections/StatsBand';
import { Testimonial } from '@/components/sections/Testimonial';
import { summarize } from '@/lib/seo/seo';
import type { IndustryPayload } from './industryPageData';

/** An industry's problems and how Aden answers them. */
export default function IndustryPage({ path, data }: PageProps<IndustryPayload>) {
  const { industry, modules, caseStudy, picture } = data;
  const nameOf = (slug: string) => modules.find((module) => module.slug === slug)?.name ?? slug;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Customers', path: '/customers' },
    { name: industry.name, path },
  ];
  return (
    <>
      <PageMeta
        title={`Aden for ${industry.name}`}
        description={summarize(industry.intro)}
        path={path}
        breadcrumbs={crumbs}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={`Aden for ${industry.name}`}
        title={industry.headline}
        lead={industry.intro}
        ctas={[
          { label: 'Book a demo', action: 'book-demo' },
          { label: 'Start for free', action: 'start-free' },
        ]}
        picture={picture}
      />
      <FeatureGrid
        id="challenges"
        eyebrow="The challenge"
        heading={`What makes ${industry.name.toLowerCase()} hard to run`}
        items={industry.challenges}
        tone="muted"
      />
      {/* Cards without drawings: the hero's picture shows the product, and each drawing belongs to a module page. */}
      <FeatureGrid
        id="answers"
        eyebrow="How Aden answers"
        heading="How Aden helps"
        columns={2}
        items={industry.answers.map((answer) => ({
          title: answer.title,
          body: answer.body,
          points: answer.modules.map((slug) => `Runs in ${nameOf(slug)}`),
        }))}
      />
      <StatsBand
        id="figures"
        heading={`Results in ${industry.name.toLowerCase()}`}
        figures={industry.figures}
      />
      {industry.quote && <Testimonial id="quote" heading="From a customer" quote={industry.quote} />}
      {caseStudy && (
        <LinkCards
          id="case-study"
          eyebrow="Case study"
          heading={`How ${caseStudy.company.name} runs on Aden`}
          columns={2}
          items={[
            {
              title: caseStudy.title,
              href: caseStudy.path,
              body: caseStudy.summary,
              mark: caseStudy.company.mark,
              more: 'Read the case study',
            },
          ]}
        />
      )}
      <Faq heading={`Aden for ${industry.name}: questions`} items={industry.faq} />
      <CtaBand cta={industry.cta} />
    </>
  );
}
