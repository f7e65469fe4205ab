import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { CtaBand } from '@/components/sections/CtaBand';
import { LinkCardGrid } from '@/components/sections/LinkCards';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { apiAvailability } from '@/content/facts/api';
import { IntegrationFilterBar } from '@/features/integrations/IntegrationFilterBar';
import { matchesFilter } from '@/features/integrations/integrationFilter';
import { useIntegrationFilter } from '@/features/integrations/useIntegrationFilter';
import type { IntegrationsPayload } from './integrationsPageData';

// Its form, schema and flow load only when a search finds nothing.
const AskForIntegration = lazy(() =>
  import('@/features/integrations/AskForIntegration').then((module) => ({
    default: module.AskForIntegration,
  })),
);

const DESCRIPTION =
  'Connect Aden with your accounting, payments, e-commerce, CRM, HR, storage and communication tools: what syncs, in which direction, and how to set it up.';

const STATUS_LABEL = { planned: 'Planned', requested: 'Requested' } as const;

/** Every integration in one grid, filtered by category and search; the filter is the URL's query. */
export default function IntegrationsPage({ path, data }: PageProps<IntegrationsPayload>) {
  const { integrations } = data;
  const categories = [...new Set(integrations.map((item) => item.category))]
    .sort((a, b) => a.localeCompare(b))
    .map((name) => ({ name, count: integrations.filter((item) => item.category === name).length }));
  const [filter, setFilter] = useIntegrationFilter(categories.map((category) => category.name));
  const shown = integrations.filter((item) => matchesFilter(item, filter));
  const available = integrations.filter((item) => item.status === 'available').length;
  // The list also shows the ones not built yet, so the lead says why it counts more than `available`.
  const notBuilt = integrations.length - available;
  const notBuiltLine =
    notBuilt > 0
      ? ` The list also shows ${notBuilt} not built yet, marked planned or requested, so you can see what is coming.`
      : '';
  return (
    <>
      <PageMeta title="Integrations" description={DESCRIPTION} path={path} />
      <PageHero
        align="center"
        title="Integrations"
        lead={`Aden connects to ${available} of the tools finance, operations and people teams already use. Each integration says exactly what syncs, in which direction and when, and sets up in minutes from the admin console.${notBuiltLine}`}
        ctas={[
          { label: 'Start for free', action: 'start-free' },
          { label: 'Talk to sales', action: 'contact-sales' },
        ]}
      />
      {/* Right under the hero (its own padding is the gap): the filter, then every card. */}
      <Box
        component="section"
        id="all-integrations"
        aria-label="All integrations"
        sx={{ pb: { xs: 8, md: 12 } }}
      >
        <Container maxWidth="lg">
          <IntegrationFilterBar
            categories={categories}
            filter={filter}
            shown={shown.length}
            total={integrations.length}
            onChange={setFilter}
          />
          {shown.length === 0 && filter.query.trim() && (
            <Suspense>
              <AskForIntegration key={filter.query.trim()} name={filter.query} />
            </Suspense>
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
                  : `${item.category} · ${STATUS_LABEL[item.status]}`,
            }))}
          />
        </Container>
      </Box>
      <Section id="missing" heading="Need something else?" tone="muted" narrow>
        <Typography color="text.secondary">
          {`Aden has a REST API and webhooks ${apiAvailability}, and Intelligent Data Onboarding reads exports from systems without an API. Search for the tool you use above: if we do not connect to it yet, you can ask for it there.`}
        </Typography>
      </Section>
      <CtaBand
        cta={{
          heading: 'Connect your stack in an afternoon',
          body: 'Start free, connect your first integration from the admin console, and see your records sync the same day.',
          primary: { label: 'Start for free', action: 'start-free' },
          secondary: { label: 'Contact sales', action: 'contact-sales' },
        }}
      />
    </>
  );
}
