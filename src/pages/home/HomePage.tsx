import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'wouter';
import { JsonLd } from '@/components/JsonLd';
import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { CtaBand } from '@/components/sections/CtaBand';
import { CtaButton } from '@/components/sections/CtaButton';
import { FeatureRows } from '@/components/sections/FeatureRows';
import { caseStudyLinkCard, LinkCards } from '@/components/sections/LinkCards';
import { PageHero } from '@/components/sections/PageHero';
import { StatsBand } from '@/components/sections/StatsBand';
import { Steps } from '@/components/sections/Steps';
import { Testimonial } from '@/components/sections/Testimonial';
import { WorkEmailStart } from '@/features/auth/WorkEmailStart';
import { config } from '@/lib/config/siteConfig';
import { routes } from '@/lib/routing/paths';
import { SITE_NAME, summarize } from '@/lib/seo/seo';
import type { HomePayload } from './homePageData';

/** A link's phrasing from the content, `{name}` filled with what it leads to. */
const named = (label: string, name: string) => label.replace('{name}', name);

/** The home page's structured data: the organization and the web site it runs. */
function SiteJsonLd({ description }: { description: string }) {
  return (
    <JsonLd
      data={[
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: SITE_NAME,
          url: config.siteUrl,
          logo: `${config.siteUrl}/favicon.svg`,
          description,
        },
        { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: config.siteUrl },
      ]}
    />
  );
}

export default function HomePage({ path, data }: PageProps<HomePayload>) {
  const { home, modules, industries, caseStudy, integrations, picture } = data;
  const moduleOf = (slug: string) => modules.find((module) => module.slug === slug);
  const industryOf = (slug: string) => industries.find((industry) => industry.slug === slug);
  return (
    <>
      <PageMeta title={home.title} description={summarize(home.subheading)} path={path} />
      <SiteJsonLd description={home.positioning} />
      {/* One decision (docs/decisions/0181): the work e-mail starts sign-up, a demo is the quiet other way. */}
      <PageHero title={home.positioning} lead={home.subheading} picture={picture}>
        <Box sx={{ mt: 4 }}>
          <WorkEmailStart />
        </Box>
        <CtaButton cta={home.heroSecondary} variant="text" sx={{ mt: 1.5, ml: -1 }} />
      </PageHero>
      <LinkCards
        id="modules"
        heading={home.modules.heading}
        phoneBrief
        intro={home.modules.intro}
        items={home.modules.items.map((item) => {
          const name = moduleOf(item.module)?.name ?? item.module;
          return {
            title: name,
            href: moduleOf(item.module)?.path ?? `/${item.module}`,
            body: item.blurb,
            more: named(home.modules.linkLabel, name),
          };
        })}
      />
      <Steps id="how-it-works" heading={home.howItWorks.heading} steps={home.howItWorks.steps} />
      <FeatureRows
        id="data-onboarding"
        phoneFoldsPoints
        eyebrow={home.onboarding.eyebrow}
        heading={home.onboarding.heading}
        items={[
          {
            title: home.onboarding.title,
            body: home.onboarding.body,
            points: home.onboarding.points,
            illustration: home.onboarding.illustration,
          },
        ]}
      />
      <LinkCards
        id="industries"
        heading={home.industries.heading}
        phoneBrief
        tone="muted"
        columns={4}
        items={home.industries.items.map((item) => {
          const name = industryOf(item.industry)?.name ?? item.industry;
          return {
            title: name,
            href: industryOf(item.industry)?.path ?? routes.industry.href(item.industry),
            body: item.blurb,
            more: named(home.industries.linkLabel, name),
          };
        })}
      />
      <StatsBand id="figures" heading={home.figuresHeading} figures={home.figures} />
      <Testimonial id="customer-quote" heading={home.quoteHeading} quote={home.quote} tone="plain" />
      {caseStudy && (
        <LinkCards
          id="case-study"
          phoneBrief
          eyebrow={home.caseStudyTeaser.eyebrow}
          heading={home.caseStudyTeaser.heading}
          intro={home.caseStudyTeaser.body}
          tone="muted"
          columns={2}
          items={[caseStudyLinkCard(caseStudy, home.caseStudyTeaser.linkLabel)]}
        >
          <Box sx={{ mt: 3 }}>
            <Button component={Link} href={routes.customers.href()} variant="outlined">
              {home.caseStudyTeaser.customersLabel}
            </Button>
          </Box>
        </LinkCards>
      )}
      <LinkCards
        id="integrations"
        heading={home.integrationsTeaser.heading}
        phoneBrief
        intro={home.integrationsTeaser.body}
        columns={3}
        items={integrations.map((item) => ({
          title: item.name,
          href: item.path,
          body: item.summary,
          partner: item.mark,
          label: item.category,
          more: named(home.integrationsTeaser.linkLabel, item.name),
        }))}
      >
        <Box sx={{ mt: 4 }}>
          <Button component={Link} href={routes.integrations.href()} variant="outlined">
            {home.integrationsTeaser.allLabel}
          </Button>
        </Box>
      </LinkCards>
      <CtaBand cta={home.cta} />
    </>
  );
}
