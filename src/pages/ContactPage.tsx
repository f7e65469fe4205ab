import { demoDialogMachine } from '@machines/demoDialog';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useActor } from '@xstate/react';
import { PageHero } from '@/components/sections/PageHero';
import { WorkEmailStart } from '@/features/contact/WorkEmailStart';
import { DiscoveryCallDialog } from '@/features/scheduling/DiscoveryCallDialog';
import { useOpenContact } from '@/lib/appActors';

export default function ContactPage() {
  // The discovery-call dialog is open or closed, like the demo dialog: the same statechart, one per page.
  const [discoveryCall, sendToDiscoveryCall] = useActor(demoDialogMachine);
  const openContact = useOpenContact();
  return (
    <PageHero
      title="Contact Sales"
      description="Talk to the Aden team about your processes, your systems and how fast you could be live."
    >
      <Stack spacing={2} sx={{ mt: 4, alignItems: 'flex-start' }}>
        <Typography color="text.secondary">
          Leave your details and pick a time: a solutions engineer walks you through the modules you need.
        </Typography>
        <WorkEmailStart />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" size="large" onClick={() => openContact()}>
            Contact sales
          </Button>
          <Button variant="outlined" size="large" onClick={() => sendToDiscoveryCall({ type: 'demo.open' })}>
            Book a discovery call
          </Button>
        </Stack>
      </Stack>
      <DiscoveryCallDialog
        open={discoveryCall.matches('open')}
        onClose={() => sendToDiscoveryCall({ type: 'demo.close' })}
      />
    </PageHero>
  );
}
