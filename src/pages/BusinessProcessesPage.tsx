import { PageIntro } from '@/components/PageIntro';

export default function BusinessProcessesPage() {
  return (
    <PageIntro
      title="Business Processes"
      description="Ready-made automations for the processes every business runs: order to cash, procure to pay, hire to retire and more."
    />
  );
}
