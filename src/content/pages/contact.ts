import { definePage } from '@/content/definePage';
import { offices } from '@/content/facts/offices';
import { contactPageSchema } from '@/content/schema';

export default definePage(contactPageSchema, {
  headline: 'Talk to the Aden team',
  intro:
    'Leave your details and a member of our sales team will call you within one business day, or book a discovery call at a time that suits you. If you prefer e-mail, phone or a visit, here is where to find us.',
  offices,
  emails: [
    { team: 'Sales', address: 'sales@adenhq.com', purpose: 'Pricing, demos and plans for your team' },
    {
      team: 'Customer support',
      address: 'support@adenhq.com',
      purpose: 'Help with your Aden account, for existing customers',
    },
    {
      team: 'Partners',
      address: 'partners@adenhq.com',
      purpose: 'Accounting firms, implementers and technology partners',
    },
    { team: 'Privacy', address: 'privacy@adenhq.com', purpose: 'Requests about your personal data' },
    { team: 'Press', address: 'press@adenhq.com', purpose: 'Media enquiries and interview requests' },
  ],
  salesReply: 'Sales enquiries are answered within one business day.',
  title: 'Contact Sales',
  heroCtas: [
    { label: 'Contact sales', action: 'contact-sales' },
    { label: 'Book a discovery call', action: 'discovery-call' },
  ],
  heroNote:
    'Leave your details and pick a time: a solutions engineer walks you through the modules you need.',
  emailsHeading: 'Write to the right team',
  officesHeading: 'Our offices',
  supportHeading: 'Support hours',
  supportChannel: { name: '{channel} ({plans})', allPlans: 'all plans', fromPlan: '{plan} and above' },
  firstReplies: {
    sentence: 'Support replies first within {promises}.',
    promise: '{reply} on {plans}',
    betweenPromises: ', and within ',
    betweenPlans: ' and ',
  },
  updated: '2026-11-01',
});
