import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { CardGrid, CardGridItem } from '@/components/sections/CardGrid';
import { FactsPanel } from '@/components/sections/FactsPanel';
import { OfficeList } from '@/components/sections/OfficeList';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { WorkEmailStart } from '@/features/auth/WorkEmailStart';
import { summarize } from '@/lib/seo/seo';
import type { ContactPayload } from './contactPageData';

/** Contact sales (the contact form, then the scheduler), a discovery call, and every other way to reach us. */
export default function ContactPage({ path, data }: PageProps<ContactPayload>) {
  const { contact, support } = data;
  return (
    <>
      <PageMeta title={contact.title} description={summarize(contact.intro)} path={path} />
      <PageHero
        eyebrow={contact.headline}
        title={contact.title}
        lead={contact.intro}
        ctas={contact.heroCtas}
        aside={
          <SupportHours heading={contact.supportHeading} salesReply={contact.salesReply} support={support} />
        }
      >
        <Typography color="text.secondary" sx={{ mt: 3 }}>
          {contact.heroNote}
        </Typography>
        <Box sx={{ mt: 3 }}>
          <WorkEmailStart emphasis="secondary" />
        </Box>
      </PageHero>
      <Section id="email" heading={contact.emailsHeading} tone="muted">
        <CardGrid count={contact.emails.length} columns={{ sm: 2, lg: 3 }}>
          {contact.emails.map((email) => (
            <CardGridItem key={email.address}>
              <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
                {email.team}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                {email.purpose}
              </Typography>
              <Link href={`mailto:${email.address}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {email.address}
              </Link>
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>
      <Section id="offices" heading={contact.officesHeading}>
        <OfficeList offices={contact.offices} />
      </Section>
    </>
  );
}

/** The hero's side: each support channel, the plans that have it and its hours, and the reply times. */
function SupportHours({
  heading,
  salesReply,
  support,
}: {
  heading: string;
  salesReply: string;
  support: ContactPayload['support'];
}) {
  return (
    <FactsPanel heading={heading}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, mb: 2.5 }}>
        {support.channels.map((channel) => (
          <Box key={channel.name}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {channel.name}
            </Typography>
            <Typography component="dd" color="text.secondary" sx={{ m: 0 }}>
              {channel.hours}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
      >{`${salesReply} ${support.firstReplies}`}</Typography>
    </FactsPanel>
  );
}
