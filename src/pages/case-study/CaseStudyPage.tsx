import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { formatDate, formatMonth } from '@/components/sections/ArticleList';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { gridColumns } from '@/components/sections/balancedColumns';
import { CtaBand } from '@/components/sections/CtaBand';
import { CustomerMark } from '@/components/sections/CustomerMark';
import { caseStudyLinkCard, LinkCards } from '@/components/sections/LinkCards';
import { PageHero } from '@/components/sections/PageHero';
import { Points } from '@/components/sections/Points';
import { Section } from '@/components/sections/Section';
import { StatsBand } from '@/components/sections/StatsBand';
import { Testimonial } from '@/components/sections/Testimonial';
import { panelSurface } from '@/components/surfaces';
import { weeksAfter } from '@/content/facts/timeline';
import type { CaseStudyPayload } from './caseStudyPageData';

/** A customer's story: the company, the challenge, the solution, results as figures, a quote. */
export default function CaseStudyPage({ path, data }: PageProps<CaseStudyPayload>) {
  const { copy, trail, study, others, picture, mark } = data;
  const facts = storyFacts(data);
  const company = study.company.name;
  const crumbs = [...trail, { name: study.company.name, path }];
  const resultsNote = copy.resultsNote
    .replace('{measured}', study.measured)
    .replace('{from}', formatMonth(study.resultsPeriod.from))
    .replace('{to}', formatMonth(study.resultsPeriod.to));
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
        eyebrow={copy.eyebrow.replace('{company}', company)}
        title={study.title}
        lead={study.summary}
        ctas={copy.heroCtas}
        picture={picture}
      />
      <Section id="company" heading={copy.aboutHeading.replace('{company}', company)}>
        <CompanyFacts
          about={study.company.about}
          mark={<CustomerMark mark={mark} size={32} />}
          facts={facts}
        />
      </Section>
      <Section id="challenge" heading={copy.challengeHeading} tone="muted">
        <StoryColumns>
          <StoryParagraphs paragraphs={study.challenge.paragraphs} />
          <Points points={study.challenge.points} />
        </StoryColumns>
      </Section>
      <Section id="solution" heading={copy.solutionHeading}>
        <StoryColumns>
          <StoryParagraphs paragraphs={study.solution.paragraphs} />
          <Box>
            <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 2 }}>
              {copy.rolloutHeading}
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { mb: 1.5 } }}>
              {study.solution.rollout.map((step) => (
                <li key={step.period}>
                  <strong>{step.period}:</strong> {step.milestone}
                </li>
              ))}
            </Box>
          </Box>
        </StoryColumns>
      </Section>
      <StatsBand
        id="results"
        heading={copy.resultsHeading}
        figures={study.results.map((figure) => ({ ...figure, source: resultsNote }))}
      />
      <Testimonial
        id="quote"
        heading={copy.quoteHeading}
        quote={{ ...study.quote, company: study.company.name }}
      />
      <LinkCards
        id="more-stories"
        heading={copy.othersHeading}
        columns={3}
        items={others.map((other) => caseStudyLinkCard(other, copy.othersLinkLabel))}
      />
      <CtaBand cta={copy.cta} />
    </>
  );
}

const DateOf = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatDate(iso)}</time>;

/** The story's facts under the company: its industry, size, plan, modules, and the rollout's dates. */
function storyFacts({
  copy,
  study,
  sector,
  modules,
  firstModuleName,
  integrations,
}: CaseStudyPayload): [string, ReactNode][] {
  const labels = copy.factLabels;
  const resultsPeriod = `${formatMonth(study.resultsPeriod.from)} to ${formatMonth(study.resultsPeriod.to)}`;
  return [
    [
      labels.industry,
      sector ? (
        <>
          {study.company.industry} (
          <Link component={RouterLink} href={sector.path} underline="always">
            {copy.sectorLink.replace('{industry}', sector.name)}
          </Link>
          )
        </>
      ) : (
        study.company.industry
      ),
    ],
    [labels.location, study.company.location],
    [labels.employees, study.company.employees],
    ...(study.company.plan ? [[labels.plan, study.company.plan] as [string, ReactNode]] : []),
    [labels.modules, modules.map((module) => module.name).join(', ')],
    ...(integrations.length
      ? [[labels.integrations, integrations.map((item) => item.name).join(', ')] as [string, ReactNode]]
      : []),
    [labels.kickoff, <DateOf key="kickoff" iso={study.kickoff} />],
    [
      labels.firstModule,
      copy.firstModule
        .replace('{module}', firstModuleName)
        .replace('{weeks}', String(study.firstModule.weeks))
        .replace('{date}', formatDate(weeksAfter(study.kickoff, study.firstModule.weeks))),
    ],
    [
      labels.rollout,
      copy.rolloutWeeks
        .replace('{weeks}', String(study.rolloutWeeks))
        .replace('{date}', formatDate(weeksAfter(study.kickoff, study.rolloutWeeks))),
    ],
    [labels.resultsPeriod, resultsPeriod],
    [labels.published, <DateOf key="published" iso={study.published} />],
  ];
}

/**
 * The company in a paragraph, and its facts under it in a panel whose rows run across the page
 * (docs/decisions/0183): a column of eleven facts beside one paragraph left half the section empty.
 */
function CompanyFacts({
  about,
  mark,
  facts,
}: {
  about: string;
  mark: ReactNode;
  facts: [string, ReactNode][];
}) {
  return (
    <>
      <Typography color="text.secondary" sx={{ fontSize: '1.125rem', maxWidth: 760, mb: { xs: 3, md: 4 } }}>
        {about}
      </Typography>
      <Box sx={{ p: { xs: 3, md: 4 }, ...panelSurface }}>
        <Box sx={{ mb: 3 }}>{mark}</Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            columnGap: 4,
            rowGap: 2.5,
            gridTemplateColumns: gridColumns(facts.length, { sm: 2, md: 3, lg: 4 }),
          }}
        >
          {facts.map(([term, value]) => (
            <div key={term}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {term}
              </Typography>
              <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                {value}
              </Typography>
            </div>
          ))}
        </Box>
      </Box>
    </>
  );
}

/** A part of the story: its text, and beside it on wide screens what it turns on. */
function StoryColumns({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
      {children}
    </Box>
  );
}

/** A part of the story told in paragraphs. */
function StoryParagraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <Box>
      {paragraphs.map((paragraph) => (
        <Typography key={paragraph} color="text.secondary" sx={{ fontSize: '1.125rem', mb: 2 }}>
          {paragraph}
        </Typography>
      ))}
    </Box>
  );
}
