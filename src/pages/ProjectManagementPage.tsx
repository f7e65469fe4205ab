import { PageIntro } from '@/components/PageIntro';

export default function ProjectManagementPage() {
  return (
    <PageIntro
      title="Project Management"
      description="Plan, schedule and track projects with budgets and resources tied to your books."
    />
  );
}
