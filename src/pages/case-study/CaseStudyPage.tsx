import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { formatDate } from '@/components/sections/ArticleList';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { CtaBand } from '@/components/sections/CtaBand';
import { CustomerMark } from '@/components/sections/CustomerMark';
import { LinkCards } from '@/components/sections/LinkCards';
import { PageHero } from '@/components/sections/PageHero';
import { Points } from '@/components/sections/Points';
import { Section } from '@/components/sections/Section';
import { StatsBand } from '@/components/sections/StatsBand';
import { Testimonial } from '@/components/sections/Testimonial';
import type { CaseStudyPayload } from './caseStudyPageData';

/** A customer's story: the company, the challenge, the solution, results as figures, a quote. */
export default function CaseStudyPage({ path, data }: PageProps<CaseStudyPayload>) {
  const { study, sector, modules, integrations, others, picture, mark } = data;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Customers', path: '/customers' },
    { name: study.company.name, path },
  ];
  const facts: [string, ReactNode][] = [
    [
      'Industry',
      sector ? (
        <>
          {study.company.industry} (
          <Link component={RouterLink} href={sector.path} underline="always">
            Aden for {sector.name}
          </Link>
          )
        </>
      ) : (
        study.company.industry
      ),
    ],
    ['Location', study.company.location],
    ['Employees', study.company.employees],
    ['Modules', modules.map((module) => module.name).join(', ')],
    ...(integrations.length
      ? [['Integrations', integrations.map((item) => item.name).join(', ')] as [string, ReactNode]]
      : []),
    ['Rollout', `${study.rolloutWeeks} weeks from kick-off`],
    [
      'Published',
      <time key="published" dateTime={study.published}>
        {formatDate(study.published)}
      </time>,
    ],
  ];
  return (
    <>
      <PageMeta
        title={study.title}
        description={study.summary}
        path={path}
        type="article"
        breadcrumbs={crumbs}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={`Case study · ${study.company.name}`}
        title={study.title}
        lead={study.summary}
        ctas={[
          { label: 'Book a demo', action: 'book-demo' },
          { label: 'Start for free', action: 'start-free' },
        ]}
        picture={picture}
      />
      <Section id="company" heading={`About ${study.company.name}`}>
        <Box
          sx={{ display: 'grid', gap: { xs: 3, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}
        >
          <Typography color="text.secondary" sx={{ fontSize: '1.125rem' }}>
            {study.company.about}
          </Typography>
          <Box sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 4, bgcolor: 'background.paper' }}>
            <Box sx={{ mb: 2 }}>
              <CustomerMark mark={mark} size={32} />
            </Box>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
            >
              {facts.map(([term, value]) => (
                <Box key={term} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                    {term}
                  </Typography>
                  <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        </Box>
      </Section>
      <Section id="challenge" heading="The challenge" tone="muted">
        <Box
          sx={{ display: 'grid', gap: { xs: 3, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}
        >
          <Box>
            {study.challenge.paragraphs.map((paragraph) => (
              <Typography key={paragraph} color="text.secondary" sx={{ fontSize: '1.125rem', mb: 2 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
          <Points points={study.challenge.points} />
        </Box>
      </Section>
      <Section id="solution" heading="The solution">
        <Box
          sx={{ display: 'grid', gap: { xs: 3, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}
        >
          <Box>
            {study.solution.paragraphs.map((paragraph) => (
              <Typography key={paragraph} color="text.secondary" sx={{ fontSize: '1.125rem', mb: 2 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
          <Box>
            <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 2 }}>
              Rollout
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { mb: 1.5 } }}>
              {study.solution.rollout.map((step) => (
                <li key={step.period}>
                  <strong>{step.period}:</strong> {step.milestone}
                </li>
              ))}
            </Box>
          </Box>
        </Box>
      </Section>
      <StatsBand
        id="results"
        heading="The results"
        figures={study.results.map((figure) => ({ ...figure, source: study.measured }))}
      />
      <Testimonial
        id="quote"
        heading="In their own words"
        quote={{ ...study.quote, company: study.company.name }}
      />
      <LinkCards
        id="more-stories"
        heading="More customer stories"
        columns={3}
        items={others.map((other) => ({
          title: other.title,
          href: other.path,
          body: other.summary,
          mark: other.company.mark,
          more: 'Read the case study',
        }))}
      />
      <CtaBand
        cta={{
          heading: 'Write your own results',
          body: 'Tell us how your team works today. A solutions engineer shows you the same modules running on your processes.',
          primary: { label: 'Book a demo', action: 'book-demo' },
          secondary: { label: 'Contact sales', action: 'contact-sales' },
        }}
      />
    </>
  );
}
