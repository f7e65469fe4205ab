import { definePage } from '@/content/definePage';
import { contactPageSchema } from '@/content/schema';

export default definePage(contactPageSchema, {
  headline: 'Talk to the Aden team',
  intro:
    'Leave your details and a member of our sales team will call you within one business day, or book a discovery call at a time that suits you. If you prefer e-mail, phone or a visit, here is where to find us.',
  offices: [
    {
      city: 'Austin',
      label: 'Headquarters and North American sales',
      address: [
        'Aden Technologies, Inc.',
        '600 Congress Avenue, Suite 1400',
        'Austin, TX 78701',
        'United States',
      ],
      phone: '+1 (512) 271-4930',
      hours: 'Monday to Friday, 8:00–18:00 Central Time',
    },
    {
      city: 'Dublin',
      label: 'European office and data protection contact',
      address: [
        'Aden Technologies Europe Ltd.',
        '2 Grand Canal Square, Floor 5',
        'Dublin 2, D02 A342',
        'Ireland',
      ],
      phone: '+353 1 526 7718',
      hours: 'Monday to Friday, 8:30–17:30 Irish Time',
    },
    {
      city: 'Sydney',
      label: 'Asia-Pacific office',
      address: ['Aden Technologies Pty Ltd', 'Level 12, 1 Market Street', 'Sydney NSW 2000', 'Australia'],
      phone: '+61 2 8046 3917',
      hours: 'Monday to Friday, 8:30–17:30 Australian Eastern Time',
    },
  ],
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
  updated: '2026-11-01',
});
