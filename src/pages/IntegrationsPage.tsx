import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { CtaBand } from '@/components/sections/CtaBand';
import { LinkCards } from '@/components/sections/LinkCards';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import type { IntegrationsPayload } from '@/site/payloads';

const DESCRIPTION =
  'Connect Aden with your accounting, payments, e-commerce, CRM, HR, storage and communication tools: what syncs, in which direction, and how to set it up.';

/** Every integration, grouped by category, with a jump list of the categories. */
export default function IntegrationsPage({ path, data }: PageProps<IntegrationsPayload>) {
  const categories = [...new Set(data.integrations.map((item) => item.category))];
  const anchor = (category: string) => `category-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <>
      <PageMeta title="Integrations" description={DESCRIPTION} path={path} />
      <PageHero
        title="Integrations"
        lead={`Aden connects to ${data.integrations.length} of the tools finance, operations and people teams already use. Each integration says exactly what syncs, in which direction and when, and sets up in minutes from the admin console.`}
        ctas={[
          { label: 'Start for free', action: 'start-free' },
          { label: 'Talk to sales', action: 'contact-sales' },
        ]}
      >
        <Box component="nav" aria-label="Integration categories" sx={{ mt: 4 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Jump to a category:
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
          >
            {categories.map((category) => (
              <li key={category}>
                <Box
                  component="a"
                  href={`#${anchor(category)}`}
                  sx={{ color: 'primary.main', fontWeight: 600 }}
                >
                  {category}
                </Box>
              </li>
            ))}
          </Box>
        </Box>
      </PageHero>
      {categories.map((category, index) => (
        <LinkCards
          key={category}
          id={anchor(category)}
          heading={category}
          tone={index % 2 === 0 ? 'plain' : 'muted'}
          columns={3}
          items={data.integrations
            .filter((item) => item.category === category)
            .map((item) => ({
              title: item.name,
              href: item.path,
              body: item.summary,
              logo: item.logo,
              more: `${item.name} integration`,
            }))}
        />
      ))}
      <Section id="missing" heading="Need something else?" narrow>
        <Typography color="text.secondary">
          Aden also has an open REST API and webhooks for every record, and the Intelligent Data Onboarding
          tool reads exports from systems without an API. Tell us what you use and we will say how it
          connects.
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
