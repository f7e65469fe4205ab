import { PageIntro } from '@/components/PageIntro';

export default function PricingPage() {
  return (
    <PageIntro title="Pricing" description="Start free, then pay only for the modules and seats you use." />
  );
}
