import { PageHero } from '@/components/sections/PageHero';

export default function ProjectManagementPage() {
  return (
    <PageHero
      title="Project Management"
      description="Plan, schedule and track projects with budgets and resources tied to your books."
    />
  );
}
