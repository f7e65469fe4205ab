import { PageIntro } from '@/components/PageIntro';

export default function AccountingPage() {
  return (
    <PageIntro
      title="Finance & Accounting"
      description="Close the books faster: AI-assisted bookkeeping, reconciliation, invoicing and reporting that stay in sync with the rest of your operations."
    />
  );
}
