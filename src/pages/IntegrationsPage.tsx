import { PageHero } from '@/components/sections/PageHero';

export default function IntegrationsPage() {
  return (
    <PageHero
      title="Integrations"
      description="Connect Aden with the tools you already use: accounting suites, CRMs, storefronts, payroll and more."
    />
  );
}
