import type { PageProps } from '@/components/pageProps';
import { PageHero } from '@/components/sections/PageHero';
import { findIntegration } from '@/content/integrations';

export default function IntegrationPage({ params }: PageProps) {
  const integration = findIntegration(params.slug);
  return (
    <PageHero title={`${integration?.name ?? ''} integration`} description={integration?.summary ?? ''} />
  );
}
