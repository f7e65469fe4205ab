import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { CtaBand } from '@/components/sections/CtaBand';
import { Faq } from '@/components/sections/Faq';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { caseStudyLinkCard, integrationLinkCard, LinkCards } from '@/components/sections/LinkCards';
import { PageHero } from '@/components/sections/PageHero';
import { StatsBand } from '@/components/sections/StatsBand';
import { Testimonial } from '@/components/sections/Testimonial';
import { summarize } from '@/lib/seo/seo';
import type { IndustryPayload } from './industryPageData';

/** An industry's problems and how Aden answers them. */
export default function IndustryPage({ path, data }: PageProps<IndustryPayload>) {
  const { copy, trail, industry, modules, caseStudy, integrations, picture } = data;
  const nameOf = (slug: string) => modules.find((module) => module.slug === slug)?.name ?? slug;
  const crumbs = [...trail, { name: industry.name, path }];
  return (
    <>
      <PageMeta title={copy.title} description={summarize(industry.intro)} path={path} breadcrumbs={crumbs} />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={copy.title}
        title={industry.headline}
        lead={industry.intro}
        ctas={copy.heroCtas}
        picture={picture}
      />
      <FeatureGrid
        id="challenges"
        eyebrow={copy.challengesEyebrow}
        heading={copy.challengesHeading}
        items={industry.challenges}
        tone="muted"
      />
      {/* Cards without drawings: the hero's picture shows the product, and each drawing belongs to a module page. */}
      <FeatureGrid
        id="answers"
        eyebrow={copy.answersEyebrow}
        heading={copy.answersHeading}
        columns={2}
        items={industry.answers.map((answer) => ({
          title: answer.title,
          body: answer.body,
          points: answer.modules.map((slug) => copy.answerModule.replace('{module}', nameOf(slug))),
        }))}
      />
      <StatsBand id="figures" heading={copy.figuresHeading} figures={industry.figures} />
      {industry.quote && <Testimonial id="quote" heading={copy.quoteHeading} quote={industry.quote} />}
      {caseStudy && (
        <LinkCards
          id="case-study"
          eyebrow={copy.caseStudyEyebrow}
          heading={copy.caseStudyHeading}
          columns={2}
          items={[caseStudyLinkCard(caseStudy, copy.caseStudyLinkLabel)]}
        />
      )}
      {integrations.length > 0 && (
        <LinkCards
          id="integrations"
          eyebrow={copy.integrationsEyebrow}
          heading={copy.integrationsHeading}
          intro={copy.integrationsIntro}
          tone="muted"
          columns={4}
          items={integrations.map((item) => integrationLinkCard(item, copy.integrationLinkLabel))}
        />
      )}
      <Faq heading={copy.faqHeading} items={industry.faq} />
      <CtaBand cta={industry.cta} />
    </>
  );
}
