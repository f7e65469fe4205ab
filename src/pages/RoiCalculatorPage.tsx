import { PageIntro } from '@/components/PageIntro';

export default function RoiCalculatorPage() {
  return (
    <PageIntro
      title="ROI Calculator"
      description="Estimate the hours and money your team saves by automating its operations with Aden."
    />
  );
}
