import { PageIntro } from '@/components/PageIntro';

export default function WorkforcePage() {
  return (
    <PageIntro
      title="Workforce"
      description="Scheduling, time tracking, payroll preparation and HR records for your whole workforce."
    />
  );
}
