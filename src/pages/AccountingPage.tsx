import { PageHero } from '@/components/sections/PageHero';

export default function AccountingPage() {
  return (
    <PageHero
      title="Finance & Accounting"
      description="Close the books faster: AI-assisted bookkeeping, reconciliation, invoicing and reporting that stay in sync with the rest of your operations."
    />
  );
}
