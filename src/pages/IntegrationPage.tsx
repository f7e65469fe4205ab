import { PageIntro } from '@/components/PageIntro';
import type { PageProps } from '@/components/pageProps';
import { findIntegration } from '@/content/integrations';

export default function IntegrationPage({ params }: PageProps) {
  const integration = findIntegration(params.slug);
  return (
    <PageIntro title={`${integration?.name ?? ''} integration`} description={integration?.summary ?? ''} />
  );
}
