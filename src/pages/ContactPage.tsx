import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { openContact } from '../actors/contact';
import { PageIntro } from '../components/PageIntro';

export default function ContactPage() {
  return (
    <PageIntro
      title="Contact Sales"
      description="Talk to the Aden team about your processes, your systems and how fast you could be live."
    >
      <Stack spacing={2} sx={{ mt: 4, alignItems: 'flex-start' }}>
        <Typography color="text.secondary">
          Leave your details and pick a time: a solutions engineer walks you through the modules you need.
        </Typography>
        <Button variant="contained" size="large" onClick={() => openContact()}>
          Contact sales
        </Button>
      </Stack>
    </PageIntro>
  );
}
