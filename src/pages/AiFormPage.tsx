import { PageHero } from '@/components/sections/PageHero';

export default function AiFormPage() {
  return (
    <PageHero
      title="Intelligent Data Onboarding"
      description="Turn spreadsheets, PDFs and e-mails into clean records. Aden's AI form reads your documents, maps the fields and loads the data for you."
    />
  );
}
