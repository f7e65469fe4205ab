import { PageHero } from '@/components/sections/PageHero';

export default function RoiCalculatorPage() {
  return (
    <PageHero
      title="ROI Calculator"
      description="Estimate the hours and money your team saves by automating its operations with Aden."
    />
  );
}
