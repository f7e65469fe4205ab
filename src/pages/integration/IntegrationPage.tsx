import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { CtaBand } from '@/components/sections/CtaBand';
import { LinkCards } from '@/components/sections/LinkCards';
import { PageHero } from '@/components/sections/PageHero';
import { PartnerMark } from '@/components/sections/PartnerMark';
import { Section } from '@/components/sections/Section';
import { Steps } from '@/components/sections/Steps';
import type { IntegrationPayload } from './integrationPageData';

type Direction = IntegrationPayload['integration']['syncs'][number]['direction'];

const DIRECTION_LABEL: Record<Direction, (name: string) => string> = {
  'to-aden': (name) => `${name} → Aden`,
  'from-aden': (name) => `Aden → ${name}`,
  both: () => 'Both ways',
};

export default function IntegrationPage({ path, data }: PageProps<IntegrationPayload>) {
  const { integration, availability, statusNote, modules, processes } = data;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Integrations', path: '/integrations' },
    { name: integration.name, path },
  ];
  return (
    <>
      <PageMeta
        title={`${integration.name} integration`}
        description={integration.summary}
        path={path}
        breadcrumbs={crumbs}
      />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={integration.category}
        title={`Aden + ${integration.name}`}
        lead={integration.description}
        ctas={[
          { label: 'Start for free', action: 'start-free' },
          { label: 'Book a demo', action: 'book-demo' },
        ]}
        aside={
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 2,
              p: 4,
              border: 1,
              borderColor: 'divider',
              borderRadius: 4,
              bgcolor: 'background.paper',
            }}
          >
            <PartnerMark mark={data.mark} size={72} />
            <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>{integration.name}</Typography>
            <Chip label={availability} size="small" />
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              {`Works with ${modules.map((module) => module.name).join(', ')}`}
            </Typography>
            {statusNote && (
              <Typography variant="body2" sx={{ textAlign: 'center', fontWeight: 600 }}>
                {statusNote}
              </Typography>
            )}
          </Box>
        }
      />
      <Section id="syncs" heading="What syncs">
        {/* Focusable, so a keyboard can scroll it should a narrow screen need to. */}
        <Box
          sx={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={`What syncs with ${integration.name}`}
        >
          <Box
            component="table"
            sx={{
              width: '100%',
              borderCollapse: 'collapse',
              '& th, & td': {
                textAlign: 'left',
                p: { xs: 1, sm: 1.5 },
                overflowWrap: 'anywhere',
                borderBottom: 1,
                borderColor: 'divider',
                verticalAlign: 'top',
              },
            }}
          >
            <caption style={{ textAlign: 'left', paddingBottom: 8, color: 'inherit' }}>
              {`Records exchanged between Aden and ${integration.name}`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Direction</th>
                <th scope="col">When</th>
              </tr>
            </thead>
            <tbody>
              {integration.syncs.map((sync) => (
                <tr key={sync.data}>
                  <td>{sync.data}</td>
                  <td>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={DIRECTION_LABEL[sync.direction](integration.name)}
                    />
                  </td>
                  <td>{sync.when}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </Section>
      <Steps
        id="setup"
        heading={`Set up ${integration.name}`}
        steps={integration.setup.map((step) => ({ title: step, body: '' }))}
      />
      {processes.length > 0 && (
        <LinkCards
          id="processes"
          heading={`${integration.name} in your processes`}
          columns={3}
          items={processes.map((pair) => ({
            title: pair.title,
            href: pair.path,
            body: pair.summary,
            label: pair.process,
            more: 'See how it works',
          }))}
        />
      )}
      <CtaBand
        cta={{
          heading: `Connect ${integration.name} today`,
          body: `Start on the free plan and connect ${integration.name} from the admin console, or ask us about your set-up.`,
          primary: { label: 'Start for free', action: 'start-free' },
          secondary: { label: 'Contact sales', action: 'contact-sales' },
        }}
      />
    </>
  );
}
