import type { PageProps } from '../app/routeTypes';
import { PageIntro } from '../components/PageIntro';
import { nameFromSlug } from '../content/catalog';

// Interim: the article body and its metadata arrive with the page payload (pages work, issue 8).
export default function BlogPostPage({ params }: PageProps) {
  return <PageIntro title={nameFromSlug(params.slug ?? '')} description="An article from the Aden blog." />;
}
