import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { CtaBand } from '@/components/sections/CtaBand';
import { FigureNotes, NoteMark } from '@/components/sections/FigureNotes';
import { LinkCards } from '@/components/sections/LinkCards';
import { PageHero } from '@/components/sections/PageHero';
import { ProcessFlow, stepsBetween } from '@/components/sections/ProcessFlow';
import { Section } from '@/components/sections/Section';
import { Steps } from '@/components/sections/Steps';
import { SyncDiagram } from '@/components/sections/SyncDiagram';
import type { IntegrationProcessPayload } from './integrationProcessPageData';

/** One integration inside one business process, linked from both. */
export default function IntegrationProcessPage({ path, data }: PageProps<IntegrationProcessPayload>) {
  const { copy, trail, pair, integration, process, modules } = data;
  const crumbs = [...trail, { name: process.title, path }];
  /** "Capture the order, allocate and pick": the steps of the process a module runs. */
  const stepsRunBy = (slug: string) =>
    process.steps
      .filter((step) => step.module === slug)
      .map((step, index) => (index === 0 ? step.title : step.title.toLowerCase()))
      .join(', ');
  return (
    <>
      <PageMeta title={pair.title} description={pair.summary} path={path} breadcrumbs={crumbs} />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={copy.eyebrow}
        title={pair.title}
        lead={pair.summary}
        ctas={copy.heroCtas}
        aside={<SyncDiagram partner={integration.mark} picture={data.picture} />}
      />
      <Section id="overview" heading={copy.overviewHeading} narrow>
        {pair.paragraphs.map((paragraph) => (
          <Typography key={paragraph} color="text.secondary" sx={{ fontSize: '1.125rem', mb: 2 }}>
            {paragraph}
          </Typography>
        ))}
      </Section>
      <ProcessFlow
        id="flow-diagram"
        heading={copy.flowDiagramHeading}
        steps={stepsBetween(integration.name, pair.flow)}
        tone="muted"
      />
      <Steps id="flow" heading={copy.stepsHeading} steps={pair.flow} tone="plain" />
      {/* The result beside the modules that run the process, each with the steps it takes: one band. */}
      <Section id="outcome" heading={copy.outcomeHeading} tone="muted">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
            alignItems: 'start',
          }}
        >
          <Box>
            <Box component="dl" sx={{ m: 0, display: 'flex', flexDirection: 'column-reverse', gap: 1 }}>
              <Typography component="dt" color="text.secondary" sx={{ fontSize: '1.125rem' }}>
                {pair.outcome.label}
                <NoteMark number={1} idPrefix="outcome" />
              </Typography>
              <Typography
                component="dd"
                sx={{
                  m: 0,
                  fontSize: { xs: '2rem', md: '3rem' },
                  fontWeight: 700,
                  lineHeight: 1,
                  color: 'primary.main',
                }}
              >
                {pair.outcome.value}
              </Typography>
            </Box>
            <FigureNotes notes={[pair.outcome.source]} idPrefix="outcome" color="text.secondary" />
          </Box>
          {modules.length > 0 && (
            <Box>
              <Typography variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1.5 }}>
                {copy.modulesHeading}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
                {modules.map((module) => (
                  <Box
                    component="li"
                    key={module.slug}
                    sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}
                  >
                    <Box component={Link} href={module.path} sx={{ color: 'primary.main', fontWeight: 700 }}>
                      {module.name}
                    </Box>
                    <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                      {stepsRunBy(module.slug)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          )}
        </Box>
      </Section>
      <LinkCards
        id="related"
        heading={copy.relatedHeading}
        columns={2}
        items={[
          {
            title: copy.integrationLinkTitle,
            href: integration.path,
            body: integration.summary,
            more: copy.integrationLinkLabel,
          },
          {
            title: process.title,
            href: process.path,
            body: process.summary,
            more: copy.processLinkLabel,
          },
        ]}
      />
      <CtaBand cta={copy.cta} />
    </>
  );
}
