import { PageIntro } from '../components/PageIntro';

export default function OnlineFormPage() {
  return <PageIntro title="Online form" description="Fill in and submit a form." />;
}
