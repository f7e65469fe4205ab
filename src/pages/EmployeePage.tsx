import { PageIntro } from '../components/PageIntro';

export default function EmployeePage() {
  return <PageIntro title="Meet the team" description="A member of the Aden team." />;
}
