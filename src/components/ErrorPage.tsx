import Button from '@mui/material/Button';
import { Link, useLocation } from 'wouter';
import { PageMeta } from '@/components/PageMeta';
import { PageHero } from '@/components/sections/PageHero';

/** SPEC 2: 404 shows "Page Not Found"; any other status "Internal Server Error" (default 500). */
export function errorTitle(status: number): string {
  return status === 404 ? 'Page Not Found' : 'Internal Server Error';
}

export function ErrorPage({ status = 500, message }: { status?: number; message: string }) {
  const [path] = useLocation();
  const title = errorTitle(status);
  return (
    <>
      <PageMeta title={title} description={message} path={path} noindex />
      <PageHero title={title} description={message}>
        <Button component={Link} href="/" variant="contained" sx={{ mt: 4 }}>
          Back to the home page
        </Button>
      </PageHero>
    </>
  );
}
