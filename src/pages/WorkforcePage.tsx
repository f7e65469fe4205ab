import { PageHero } from '@/components/sections/PageHero';

export default function WorkforcePage() {
  return (
    <PageHero
      title="Workforce"
      description="Scheduling, time tracking, payroll preparation and HR records for your whole workforce."
    />
  );
}
