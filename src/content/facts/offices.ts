/**
 * Aden's offices, each with its address, telephone and hours: the contact page and the company
 * page both list them from here.
 */
import type { Office } from '@/content/schema';

export const offices = [
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
] satisfies Office[];
