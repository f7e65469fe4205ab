import { PageHero } from '@/components/sections/PageHero';

export default function ProfessionalServicesPage() {
  return (
    <PageHero
      title="Professional Services"
      description="Projects, time, resourcing and billing for consulting and services firms."
    />
  );
}
