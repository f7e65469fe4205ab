import Button from '@mui/material/Button';
import { Link } from 'wouter';
import { PageHero } from '@/components/sections/PageHero';

/** Where an online form lands after the server accepted it: thanks, and the way home. */
export default function FormSubmitResultPage() {
  return (
    <PageHero title="Thank you" description="Your answers have been received. We will be in touch soon.">
      <Button component={Link} href="/" variant="contained" size="large" sx={{ mt: 4 }}>
        Back to the home page
      </Button>
    </PageHero>
  );
}
