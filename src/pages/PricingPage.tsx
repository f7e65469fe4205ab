import { PageHero } from '@/components/sections/PageHero';

export default function PricingPage() {
  return (
    <PageHero title="Pricing" description="Start free, then pay only for the modules and seats you use." />
  );
}
