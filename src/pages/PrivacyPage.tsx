import { PageHero } from '@/components/sections/PageHero';

export default function PrivacyPage() {
  return (
    <PageHero title="Privacy Policy" description="How Aden collects, uses and protects personal data." />
  );
}
