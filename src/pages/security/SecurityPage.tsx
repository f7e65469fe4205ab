import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { IntroPageTop } from '@/components/IntroPageTop';
import type { PageProps } from '@/components/pageProps';
import { gridColumns } from '@/components/sections/balancedColumns';
import { CardGrid } from '@/components/sections/CardGrid';
import { Section } from '@/components/sections/Section';
import { TermList } from '@/components/sections/TermList';
import { cardSurface } from '@/components/surfaces';
import type { PageContent } from '@/content/definePage';
import type security from '@/content/pages/security';
import { VULNERABILITY_SECTION_ID } from '@/lib/routing/paths';

const cardSx = { ...cardSurface, p: 3 } as const;

/** /security: audits with their report dates, subprocessors, data residency, uptime, status, reporting. */
export default function SecurityPage({ path, data }: PageProps<PageContent<typeof security>>) {
  const { certifications, subprocessors, residency, uptime, status, vulnerabilities } = data;
  return (
    <>
      <IntroPageTop path={path} data={data}>
        <Typography sx={{ mt: 3, fontWeight: 600 }}>{data.dataProtection}</Typography>
      </IntroPageTop>

      <Section id="certifications" heading={certifications.heading} intro={certifications.intro}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: gridColumns(certifications.items.length, { md: 2 }),
          }}
        >
          {certifications.items.map((item) => (
            <Box key={item.name} component="article" sx={cardSx}>
              <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
                {item.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {`${item.auditor}. ${item.scope}.`}
              </Typography>
              <TermList items={item.facts} />
            </Box>
          ))}
        </Box>
      </Section>

      <SubprocessorsSection subprocessors={subprocessors} />

      <Section id="data-residency" heading={residency.heading} intro={residency.intro} narrow>
        <TermList items={residency.regions} />
      </Section>

      <Section id="uptime" heading={uptime.heading} intro={uptime.intro} tone="muted">
        <CardGrid count={uptime.plans.length} columns={{ sm: 2, md: 4 }}>
          {uptime.plans.map((plan) => (
            <Box key={plan.plan} component="li" sx={cardSx}>
              <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
                {plan.plan}
              </Typography>
              <Typography sx={{ fontWeight: 600, mt: 1 }}>{plan.commitment}</Typography>
              {plan.credits.length > 0 && (
                <Box component="ul" sx={{ mt: 1.5, mb: 0, pl: 2.5, color: 'text.secondary' }}>
                  {plan.credits.map((credit) => (
                    <Typography key={credit} component="li" variant="body2">
                      {credit}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </CardGrid>
        <Box component="ul" sx={{ mt: 3, mb: 0, pl: 2.5, color: 'text.secondary', '& li': { mb: 1 } }}>
          {uptime.terms.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Box>
      </Section>

      <Section id="status" heading={status.heading} narrow>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {status.body}
        </Typography>
        <Link href={status.href} sx={{ fontWeight: 600 }}>
          {status.linkLabel}
        </Link>
      </Section>

      <Section
        id={VULNERABILITY_SECTION_ID}
        heading={vulnerabilities.heading}
        intro={vulnerabilities.intro}
        tone="muted"
        narrow
      >
        <Box component="ol" sx={{ mt: 0, pl: 2.5, color: 'text.secondary', '& li': { mb: 1.5 } }}>
          {vulnerabilities.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Box>
        <Typography sx={{ mb: 2 }}>
          <Link href={`mailto:${vulnerabilities.email}`} sx={{ fontWeight: 600 }}>
            {vulnerabilities.email}
          </Link>
        </Typography>
        <TermList items={vulnerabilities.contact} />
        <Typography sx={{ mt: 2 }}>
          <Link href="/.well-known/security.txt">{vulnerabilities.securityTxtLabel}</Link>
        </Typography>
      </Section>
    </>
  );
}

/** The companies that process customers' data, a table that a phone reads as a block a company. */
function SubprocessorsSection({
  subprocessors,
}: {
  subprocessors: PageContent<typeof security>['subprocessors'];
}) {
  return (
    <Section id="subprocessors" heading={subprocessors.heading} intro={subprocessors.intro} tone="muted">
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          '& th, & td': { textAlign: 'left', verticalAlign: 'top', py: 1.5, pr: 3 },
          '& tbody tr': { borderTop: 1, borderColor: 'divider' },
          // A phone reads each company as a block of three lines: nothing is cut or scrolled.
          '@media (max-width: 599.95px)': {
            '& thead': {
              position: 'absolute',
              width: '1px',
              height: '1px',
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
            },
            '& tr, & th, & td': { display: 'block' },
            '& th, & td': { py: 0.25, pr: 0 },
            '& tbody tr': { py: 1.5 },
          },
        }}
      >
        <thead>
          <tr>
            {subprocessors.columns.map((column) => (
              <Typography key={column} component="th" scope="col" sx={{ fontWeight: 700 }}>
                {column}
              </Typography>
            ))}
          </tr>
        </thead>
        <tbody>
          {subprocessors.items.map((item) => (
            <tr key={item.name}>
              <Typography component="th" scope="row" sx={{ fontWeight: 600 }}>
                {item.name}
              </Typography>
              <Typography component="td" color="text.secondary">
                {item.purpose}
              </Typography>
              <Typography component="td" color="text.secondary">
                {item.location}
              </Typography>
            </tr>
          ))}
        </tbody>
      </Box>
    </Section>
  );
}
