import { PageIntro } from '@/components/PageIntro';

export default function PrivacyPage() {
  return (
    <PageIntro title="Privacy Policy" description="How Aden collects, uses and protects personal data." />
  );
}
