import type { PageProps } from '@/components/pageProps';
import { PageHero } from '@/components/sections/PageHero';
import { findBlogPost } from '@/content/blog';

export default function BlogPostPage({ params }: PageProps) {
  const post = findBlogPost(params.slug);
  return <PageHero title={post?.title ?? ''} description={post?.summary ?? ''} />;
}
