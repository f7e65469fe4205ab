import { PageIntro } from '@/components/PageIntro';

export default function CustomersPage() {
  return (
    <PageIntro
      title="Customers"
      description="Construction firms, public agencies, healthcare providers and manufacturers run their operations on Aden."
    />
  );
}
