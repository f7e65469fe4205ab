import { PageIntro } from '@/components/PageIntro';
import type { PageProps } from '@/components/pageProps';
import { findBusinessProcess } from '@/content/businessProcesses';
import { findIntegration } from '@/content/integrations';

export default function IntegrationProcessPage({ params }: PageProps) {
  const integration = findIntegration(params.integration);
  const process = findBusinessProcess(params.process);
  return (
    <PageIntro
      title={`${integration?.name ?? ''}: ${process?.title ?? ''}`}
      description={process?.summary ?? ''}
    />
  );
}
