import Box from '@mui/material/Box';
import { PageHero } from '@/components/sections/PageHero';
import { WorkEmailStart } from '@/features/contact/WorkEmailStart';

export default function HomePage() {
  return (
    <PageHero
      title="Aden: AI business automation for operations teams"
      description="Aden automates accounting, inventory, projects, workforce and e-commerce with AI, so operations teams spend their time on customers instead of data entry."
    >
      <Box sx={{ mt: 4 }}>
        <WorkEmailStart />
      </Box>
    </PageHero>
  );
}
