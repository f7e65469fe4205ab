import { PageHero } from '@/components/sections/PageHero';

export default function CustomersPage() {
  return (
    <PageHero
      title="Customers"
      description="Construction firms, public agencies, healthcare providers and manufacturers run their operations on Aden."
    />
  );
}
