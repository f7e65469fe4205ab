import { PageHero } from '@/components/sections/PageHero';

export default function TermsOfServicePage() {
  return <PageHero title="Terms of Service" description="The terms that govern your use of Aden." />;
}
