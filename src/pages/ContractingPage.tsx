import { PageIntro } from '@/components/PageIntro';

export default function ContractingPage() {
  return (
    <PageIntro
      title="Contracting"
      description="Bids, change orders, subcontractors and progress billing in one place, built for contractors who want fewer spreadsheets."
    />
  );
}
