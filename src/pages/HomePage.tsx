import Box from '@mui/material/Box';
import { PageIntro } from '../components/PageIntro';
import { WorkEmailStart } from '../features/contact/WorkEmailStart';

export default function HomePage() {
  return (
    <PageIntro
      title="Aden: AI business automation for operations teams"
      description="Aden automates accounting, inventory, projects, workforce and e-commerce with AI, so operations teams spend their time on customers instead of data entry."
    >
      <Box sx={{ mt: 4 }}>
        <WorkEmailStart />
      </Box>
    </PageIntro>
  );
}
