import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { IntroPageTop } from '@/components/IntroPageTop';
import type { PageProps } from '@/components/pageProps';
import { gridColumns } from '@/components/sections/balancedColumns';
import { CardGrid, CardGridItem } from '@/components/sections/CardGrid';
import { FactsPanel } from '@/components/sections/FactsPanel';
import { OfficeList } from '@/components/sections/OfficeList';
import { Section } from '@/components/sections/Section';
import { securityTerm, TermList } from '@/components/sections/TermList';
import { cardSurface } from '@/components/surfaces';
import { fontSizes } from '@/components/typeScale';
import type { PageContent } from '@/content/definePage';
import type company from '@/content/pages/company';
import { routes } from '@/lib/routing/paths';

const cardSx = { ...cardSurface, p: 3 } as const;

/** /company: who Aden is, who leads it, who funds it, where it is, and how it protects your data. */
export default function CompanyPage({ path, data }: PageProps<PageContent<typeof company>>) {
  return (
    <>
      <IntroPageTop
        path={path}
        data={data}
        aside={
          <FactsPanel heading={data.figuresHeading} figures={data.figures}>
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {data.founded}
            </Typography>
          </FactsPanel>
        }
      />
      <Section id="story" heading={data.storyHeading} narrow>
        {data.story.map((paragraph) => (
          <Typography key={paragraph} color="text.secondary" sx={{ fontSize: fontSizes.lg, mb: 2 }}>
            {paragraph}
          </Typography>
        ))}
      </Section>
      <Section id="leadership" heading={data.leadershipHeading} tone="muted">
        <CardGrid count={data.leaders.length} columns={{ sm: 2, md: 3 }}>
          {data.leaders.map((leader) => (
            <CardGridItem key={leader.name}>
              <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
                {leader.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 600, mb: 1.5 }}>
                {leader.role}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {leader.bio}
              </Typography>
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>
      <Section id="investors" heading={data.funding.heading} intro={data.funding.intro}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: gridColumns(data.funding.rounds.length, { md: 3 }),
          }}
        >
          {data.funding.rounds.map((round) => (
            <Box key={round.round} sx={cardSx}>
              <Typography component="dt" sx={{ fontWeight: 700 }}>
                {`${round.round}, ${round.year}: ${round.amount}`}
              </Typography>
              <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0, mt: 1 }}>
                {round.investors}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>
      <Section id="offices" heading={data.officesHeading} tone="muted">
        <OfficeList offices={data.offices} />
      </Section>
      <Section id="security" heading={data.security.heading} intro={data.security.intro}>
        <Typography sx={{ fontWeight: 600, mb: 2 }}>{data.security.dataProtection}</Typography>
        <TermList items={data.security.points.map(securityTerm)} />
        <Box component="ul" sx={{ mt: 3, pl: 2.5, '& li': { mb: 0.5 } }}>
          <li>
            <Link component={RouterLink} href={routes.privacy.href()}>
              {data.security.links.privacy}
            </Link>
          </li>
          <li>
            <Link component={RouterLink} href={routes.termsOfService.href()}>
              {data.security.links.terms}
            </Link>
          </li>
          <li>
            <Link component={RouterLink} href={`${routes.pricing.href()}#security-title`}>
              {data.security.links.controls}
            </Link>
          </li>
          <li>
            <Link component={RouterLink} href={routes.security.path}>
              {data.security.links.program}
            </Link>
          </li>
        </Box>
      </Section>
    </>
  );
}
