import { PageHero } from '@/components/sections/PageHero';

export default function ContractingPage() {
  return (
    <PageHero
      title="Contracting"
      description="Bids, change orders, subcontractors and progress billing in one place, built for contractors who want fewer spreadsheets."
    />
  );
}
