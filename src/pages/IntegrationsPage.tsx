import { PageIntro } from '@/components/PageIntro';

export default function IntegrationsPage() {
  return (
    <PageIntro
      title="Integrations"
      description="Connect Aden with the tools you already use: accounting suites, CRMs, storefronts, payroll and more."
    />
  );
}
