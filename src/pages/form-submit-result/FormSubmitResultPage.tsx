import Button from '@mui/material/Button';
import { Link } from 'wouter';
import type { PageProps } from '@/components/pageProps';
import { PageHero } from '@/components/sections/PageHero';
import type { PageContent } from '@/content/definePage';
import type formSubmitResult from '@/content/pages/form-submit-result';
import { routes } from '@/lib/routing/paths';

/** Where an online form lands after the server accepted it: thanks, and the way home. */
export default function FormSubmitResultPage({ data }: PageProps<PageContent<typeof formSubmitResult>>) {
  return (
    <PageHero title={data.title} description={data.description}>
      <Button component={Link} href={routes.home.href()} variant="contained" size="large" sx={{ mt: 4 }}>
        {data.homeLabel}
      </Button>
    </PageHero>
  );
}
