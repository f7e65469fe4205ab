import { PageIntro } from '@/components/PageIntro';

export default function BlogPage() {
  return (
    <PageIntro
      title="Blog"
      description="Guides, product news and stories from teams automating their operations with Aden."
    />
  );
}
