import { PageIntro } from '../components/PageIntro';

export default function ContactPage() {
  return (
    <PageIntro
      title="Contact Sales"
      description="Talk to the Aden team about your processes, your systems and how fast you could be live."
    />
  );
}
