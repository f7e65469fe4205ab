import { PageIntro } from '@/components/PageIntro';
import type { PageProps } from '@/components/pageProps';
import { findBlogPost } from '@/content/blog';

export default function BlogPostPage({ params }: PageProps) {
  const post = findBlogPost(params.slug);
  return <PageIntro title={post?.title ?? ''} description={post?.summary ?? ''} />;
}
