import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'wouter';
import { PageMeta } from '@/components/PageMeta';
import { CardGrid } from '@/components/sections/CardGrid';
import { PageHero } from '@/components/sections/PageHero';
import { routes } from '@/lib/routing/paths';

// Retry, for a page whose data could not be fetched: in this chunk, which start-up fetches once the
// page is idle (src/app/ErrorView.tsx), rather than in every first visit's scripts.
export { ResourceFailed } from './ResourceFailed';

/** SPEC 2: 404 shows "Page Not Found"; any other status "Internal Server Error" (default 500). */
export function errorTitle(status: number): string {
  return status === 404 ? 'Page Not Found' : 'Internal Server Error';
}

/** Where a visitor who followed a dead link most likely wanted to go. */
const WAYS_ON = [
  { href: routes.pricing.path, label: 'Pricing', text: 'Plans from Free Forever to Enterprise' },
  { href: routes.integrations.path, label: 'Integrations', text: 'The tools Aden connects to' },
  {
    href: routes.businessProcesses.path,
    label: 'Business processes',
    text: 'Order to cash, procure to pay and more',
  },
  { href: routes.customers.path, label: 'Customers', text: 'Case studies and the industries we serve' },
  { href: routes.blog.path, label: 'Blog', text: 'Guides for finance and operations teams' },
  { href: routes.contact.path, label: 'Contact', text: 'Talk to sales or book a discovery call' },
] as const;

export function ErrorPage({ status = 500, message }: { status?: number; message: string }) {
  const [path] = useLocation();
  const title = errorTitle(status);
  return (
    <>
      <PageMeta title={title} description={message} path={path} noindex />
      <PageHero title={title} description={message}>
        <Button component={Link} href={routes.home.href()} variant="contained" sx={{ mt: 4 }}>
          Back to the home page
        </Button>
      </PageHero>
      {status === 404 && (
        <Box component="nav" aria-labelledby="ways-on-heading" sx={{ pt: { xs: 4, md: 6 } }}>
          <Container maxWidth="lg">
            <Typography id="ways-on-heading" variant="h2" sx={{ mb: 3 }}>
              Or go straight to
            </Typography>
            <CardGrid count={WAYS_ON.length} columns={{ sm: 2, md: 3 }} gap={{ xs: 2, md: 3 }}>
              {WAYS_ON.map((item) => (
                <Box component="li" key={item.href} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
                  <MuiLink component={Link} href={item.href} sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
                    {item.label}
                  </MuiLink>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {item.text}
                  </Typography>
                </Box>
              ))}
            </CardGrid>
          </Container>
        </Box>
      )}
    </>
  );
}
