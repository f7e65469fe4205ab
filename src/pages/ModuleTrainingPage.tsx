import { PageIntro } from '@/components/PageIntro';

export default function ModuleTrainingPage() {
  return (
    <PageIntro
      title="Training & Certification"
      description="Learn each Aden module at your own pace and certify your team."
    />
  );
}
