import { PageHero } from '@/components/sections/PageHero';

export default function ModuleTrainingPage() {
  return (
    <PageHero
      title="Training & Certification"
      description="Learn each Aden module at your own pace and certify your team."
    />
  );
}
