import type { PageProps } from '../app/routeTypes';
import { PageIntro } from '../components/PageIntro';
import { findBlogPost } from '../content/blog';

export default function BlogPostPage({ params }: PageProps) {
  const post = findBlogPost(params.slug);
  return <PageIntro title={post?.title ?? ''} description={post?.summary ?? ''} />;
}
