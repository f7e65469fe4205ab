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
import { ProcessFlow, stepsBetween } from '@/components/sections/ProcessFlow';
import { Section } from '@/components/sections/Section';
import { Steps } from '@/components/sections/Steps';
import { heroPanelSurface } from '@/components/surfaces';
import type { IntegrationPayload } from './integrationPageData';

export default function IntegrationPage({ path, data }: PageProps<IntegrationPayload>) {
  const { copy, trail, integration, availabilityChip, statusNote, processes } = data;
  const crumbs = [...trail, { name: integration.name, path }];
  return (
    <>
      <PageMeta title={copy.title} description={integration.summary} path={path} breadcrumbs={crumbs} />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={integration.category}
        title={copy.heroTitle}
        lead={integration.description}
        ctas={copy.heroCtas}
        aside={
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 2,
              p: 4,
              ...heroPanelSurface,
            }}
          >
            <PartnerMark mark={data.mark} size={72} />
            <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>{integration.name}</Typography>
            <Chip label={availabilityChip} size="small" />
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              {copy.worksWith}
            </Typography>
            {statusNote && (
              <Typography variant="body2" sx={{ textAlign: 'center', fontWeight: 600 }}>
                {statusNote}
              </Typography>
            )}
          </Box>
        }
      />
      <Section id="syncs" heading={copy.syncsHeading}>
        {/* Focusable, so a keyboard can scroll it should a narrow screen need to. */}
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={copy.syncsRegionLabel}>
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
              {copy.syncsCaption}
            </caption>
            <thead>
              <tr>
                <th scope="col">{copy.syncColumns.data}</th>
                <th scope="col">{copy.syncColumns.direction}</th>
                <th scope="col">{copy.syncColumns.when}</th>
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
                      label={copy.directions[sync.direction]}
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
        heading={copy.setupHeading}
        steps={stepsBetween(integration.name, integration.setup)}
        tone="muted"
      />
      <Steps id="setup" heading={copy.setupStepsHeading} steps={integration.setup} tone="plain" />
      {processes.length > 0 && (
        <LinkCards
          id="processes"
          heading={copy.processesHeading}
          tone="muted"
          columns={3}
          items={processes.map((pair) => ({
            title: pair.title,
            href: pair.path,
            body: pair.summary,
            label: pair.process,
            more: copy.processLinkLabel,
          }))}
        />
      )}
      <CtaBand cta={copy.cta} />
    </>
  );
}
