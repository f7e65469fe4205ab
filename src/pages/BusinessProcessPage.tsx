import type { PageProps } from '../app/routeTypes';
import { PageIntro } from '../components/PageIntro';
import { findBusinessProcess } from '../content/businessProcesses';

export default function BusinessProcessPage({ params }: PageProps) {
  const process = findBusinessProcess(params.slug);
  return <PageIntro title={process?.title ?? ''} description={process?.summary ?? ''} />;
}
