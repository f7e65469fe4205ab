import { PageIntro } from '@/components/PageIntro';

export default function InventoryManagementPage() {
  return (
    <PageIntro
      title="Inventory Management"
      description="Real-time stock across locations, automatic reorder points and AI demand forecasts."
    />
  );
}
