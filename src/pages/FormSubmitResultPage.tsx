import Button from '@mui/material/Button';
import { Link } from 'wouter';
import { PageIntro } from '../components/PageIntro';

/** Where an online form lands after the server accepted it: thanks, and the way home. */
export default function FormSubmitResultPage() {
  return (
    <PageIntro
      title="Thank you"
      description="Your form has been received. Our team will get back to you within one business day."
    >
      <Button component={Link} href="/" variant="contained" size="large" sx={{ mt: 4 }}>
        Back to the home page
      </Button>
    </PageIntro>
  );
}
