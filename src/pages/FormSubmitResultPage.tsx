import { PageIntro } from '../components/PageIntro';

export default function FormSubmitResultPage() {
  return <PageIntro title="Form submitted" description="Thank you: your form has been received." />;
}
