import { PageHero } from '@/components/sections/PageHero';

export default function BusinessProcessesPage() {
  return (
    <PageHero
      title="Business Processes"
      description="Ready-made automations for the processes every business runs: order to cash, procure to pay, hire to retire and more."
    />
  );
}
