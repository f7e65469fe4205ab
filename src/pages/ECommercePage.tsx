import { PageIntro } from '@/components/PageIntro';

export default function ECommercePage() {
  return (
    <PageIntro
      title="E-commerce"
      description="Orders, stock and fulfilment synchronised across your storefronts, marketplaces and warehouse."
    />
  );
}
