import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { CtaBand } from '@/components/sections/CtaBand';
import { LinkCardGrid } from '@/components/sections/LinkCards';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { IntegrationFilterBar } from '@/features/integrations/IntegrationFilterBar';
import { matchesFilter } from '@/features/integrations/integrationFilter';
import { useIntegrationFilter } from '@/features/integrations/useIntegrationFilter';
import { HydrationBoundary } from '@/lib/loading/HydrationBoundary';
import type { IntegrationsPayload } from './integrationsPageData';

// Its form, schema and flow load only when a search finds nothing.
const AskForIntegration = lazy(() =>
  import('@/features/integrations/AskForIntegration').then((module) => ({
    default: module.AskForIntegration,
  })),
);

/** Every integration in one grid, filtered by category and search; the filter is the URL's query. */
export default function IntegrationsPage({ path, data }: PageProps<IntegrationsPayload>) {
  const { integrations, copy } = data;
  const categories = [...new Set(integrations.map((item) => item.category))]
    .sort((a, b) => a.localeCompare(b))
    .map((name) => ({ name, count: integrations.filter((item) => item.category === name).length }));
  const [filter, setFilter] = useIntegrationFilter(categories.map((category) => category.name));
  const shown = integrations.filter((item) => matchesFilter(item, filter));
  return (
    <>
      <PageMeta title={copy.title} description={copy.description} path={path} />
      <PageHero align="center" title={copy.headline} lead={copy.lead} ctas={copy.heroCtas} />
      {/* Right under the hero (its own padding is the gap): the filter, then every card. */}
      <Box
        component="section"
        id="all-integrations"
        aria-label={copy.gridLabel}
        sx={{ pb: { xs: 8, md: 12 } }}
      >
        <Container maxWidth="lg">
          <IntegrationFilterBar
            categories={categories}
            filter={filter}
            shown={shown.length}
            total={integrations.length}
            notBuilt={integrations.filter((item) => item.status !== 'available').length}
            onChange={setFilter}
          />
          {shown.length === 0 && filter.query.trim() && (
            <HydrationBoundary>
              <AskForIntegration key={filter.query.trim()} name={filter.query} />
            </HydrationBoundary>
          )}
          <LinkCardGrid
            compact
            columns={4}
            headingLevel="h2"
            items={shown.map((item) => ({
              title: item.name,
              href: item.path,
              body: item.summary,
              partner: item.mark,
              label:
                item.status === 'available'
                  ? item.category
                  : `${item.category} · ${copy.statusLabels[item.status]}`,
            }))}
          />
        </Container>
      </Box>
      <Section id="missing" heading={copy.missing.heading} tone="muted" narrow>
        <Typography color="text.secondary">{copy.missing.body}</Typography>
      </Section>
      <CtaBand cta={copy.cta} />
    </>
  );
}
