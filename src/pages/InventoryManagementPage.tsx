import { PageHero } from '@/components/sections/PageHero';

export default function InventoryManagementPage() {
  return (
    <PageHero
      title="Inventory Management"
      description="Real-time stock across locations, automatic reorder points and AI demand forecasts."
    />
  );
}
