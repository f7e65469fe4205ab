import { PageIntro } from '@/components/PageIntro';

export default function TermsOfServicePage() {
  return <PageIntro title="Terms of Service" description="The terms that govern your use of Aden." />;
}
