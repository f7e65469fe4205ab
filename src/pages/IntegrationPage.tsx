import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { CtaBand, type CtaBandData } from '@/components/sections/CtaBand';
import { LinkCards } from '@/components/sections/LinkCards';
import { PageHero } from '@/components/sections/PageHero';
import { PartnerMark } from '@/components/sections/PartnerMark';
import { ProcessFlow, stepsBetween } from '@/components/sections/ProcessFlow';
import { Section } from '@/components/sections/Section';
import { Steps } from '@/components/sections/Steps';
import type { IntegrationPayload } from '@/site/payloads';

type Direction = IntegrationPayload['integration']['syncs'][number]['direction'];

const DIRECTION_LABEL: Record<Direction, (name: string) => string> = {
  'to-aden': (name) => `${name} → Aden`,
  'from-aden': (name) => `Aden → ${name}`,
  both: () => 'Both ways',
};

/**
 * The closing band says what the plans allow: connect it today on the free plan, after an upgrade
 * on a paid one, or, while it is not built, ask us about it.
 */
function connectBand(name: string, availability: string, statusNote: string | null): CtaBandData {
  if (statusNote)
    return {
      heading: `Ask us about ${name}`,
      body: `${name} is not available yet. Tell us about your set-up: customers’ requests decide what we build next, and we write to you when it is planned.`,
      primary: { label: 'Contact sales', action: 'contact-sales' },
      secondary: { label: 'Start for free', action: 'start-free' },
    };
  return {
    heading: `Connect ${name} today`,
    body:
      availability === 'All plans'
        ? `Start on the free plan and connect ${name} from the admin console, or ask us about your set-up.`
        : `${name} comes with ${availability}: start on the free plan, upgrade from the billing settings and connect it from the admin console, or ask us about your set-up.`,
    primary: { label: 'Start for free', action: 'start-free' },
    secondary: { label: 'Contact sales', action: 'contact-sales' },
  };
}

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
                // A long word may break, but a word never shrinks its column below its own width.
                overflowWrap: 'break-word',
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
                      // A long partner name wraps inside the pill on a phone instead of widening the table.
                      sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: '2px' } }}
                    />
                  </td>
                  <td>{sync.when}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </Section>
      <ProcessFlow
        id="setup-diagram"
        heading={`Set up ${integration.name}`}
        steps={stepsBetween(integration.name, integration.setup)}
        tone="muted"
      />
      <Steps id="setup" heading="Step by step" steps={integration.setup} tone="plain" />
      {processes.length > 0 && (
        <LinkCards
          id="processes"
          heading={`${integration.name} in your processes`}
          tone="muted"
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
      <CtaBand cta={connectBand(integration.name, availability, statusNote)} />
    </>
  );
}
