import { PageHero } from '@/components/sections/PageHero';

export default function ECommercePage() {
  return (
    <PageHero
      title="E-commerce"
      description="Orders, stock and fulfilment synchronised across your storefronts, marketplaces and warehouse."
    />
  );
}
