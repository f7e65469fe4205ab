import { PageIntro } from '@/components/PageIntro';

export default function ProfessionalServicesPage() {
  return (
    <PageIntro
      title="Professional Services"
      description="Projects, time, resourcing and billing for consulting and services firms."
    />
  );
}
