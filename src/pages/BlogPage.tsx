import { PageHero } from '@/components/sections/PageHero';

export default function BlogPage() {
  return (
    <PageHero
      title="Blog"
      description="Guides, product news and stories from teams automating their operations with Aden."
    />
  );
}
