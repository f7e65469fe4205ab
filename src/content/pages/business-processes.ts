import { definePage } from '@/content/definePage';
import { businessProcessesPageSchema } from '@/content/schema';

export default definePage(businessProcessesPageSchema, {
  title: 'Business Processes',
  description:
    'Order to cash, procure to pay, month-end close and more: the end-to-end processes Aden runs across its modules, step by step.',
  headline: 'Business processes, run end to end',
  lead: 'A process crosses teams and systems: a sale becomes an order, a shipment, an invoice and a payment. Aden runs each one across its modules, so every step starts with the data the last one produced.',
  heroCtas: [
    { label: 'Book a demo', action: 'book-demo' },
    { label: 'See integrations', href: '/integrations' },
  ],
  listHeading: '{count} processes, ready to run',
  cardLinkLabel: 'See the steps',
  cta: {
    heading: 'Map your process with a solutions engineer',
    body: 'In a discovery call we walk through how your team runs one process today and where Aden takes the manual steps out.',
    primary: { label: 'Book a discovery call', action: 'discovery-call' },
    secondary: { label: 'Start for free', action: 'start-free' },
  },
  updated: '2026-11-12',
});
