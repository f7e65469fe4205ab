import type { PageProps } from '@/components/pageProps';
import { PageHero } from '@/components/sections/PageHero';
import { findBusinessProcess } from '@/content/businessProcesses';
import { findIntegration } from '@/content/integrations';

export default function IntegrationProcessPage({ params }: PageProps) {
  const integration = findIntegration(params.integration);
  const process = findBusinessProcess(params.process);
  return (
    <PageHero
      title={`${integration?.name ?? ''}: ${process?.title ?? ''}`}
      description={process?.summary ?? ''}
    />
  );
}
