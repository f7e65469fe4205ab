import type { ModulePageSource } from '@/content/schema';

const courses = [
  {
    code: 'ADN-101',
    title: 'Aden essentials',
    module: 'module-training',
    level: 'Foundation',
    hours: 2,
    format: 'Self-paced',
    summary:
      'Navigation, search, records, approvals and notifications: the common ground every Aden user needs on the first day.',
  },
  {
    code: 'FIN-110',
    title: 'Daily finance operations',
    module: 'accounting',
    level: 'Foundation',
    hours: 4,
    format: 'Self-paced',
    summary:
      'Invoices, bills, payments and bank matching for accounts assistants, with exercises in a practice company.',
  },
  {
    code: 'FIN-240',
    title: 'Month-end close',
    module: 'accounting',
    level: 'Practitioner',
    hours: 6,
    format: 'Live online',
    summary:
      'Accruals, reconciliations, the close checklist, period locks and reporting, run as a full close of the practice company.',
  },
  {
    code: 'INV-120',
    title: 'Warehouse on the mobile app',
    module: 'inventory-management',
    level: 'Foundation',
    hours: 2,
    format: 'Self-paced',
    summary:
      'Receiving, picking, counting and transfers with a phone or scanner, designed for warehouse staff.',
  },
  {
    code: 'INV-250',
    title: 'Forecasting and replenishment',
    module: 'inventory-management',
    level: 'Practitioner',
    hours: 5,
    format: 'Live online',
    summary:
      'Service levels, safety stock, forecast review and purchasing proposals for buyers and planners.',
  },
  {
    code: 'PRJ-130',
    title: 'Planning and tracking projects',
    module: 'project-management',
    level: 'Foundation',
    hours: 3,
    format: 'Self-paced',
    summary: 'Plans, dependencies, boards, time and budgets for project managers and team leads.',
  },
  {
    code: 'WRK-140',
    title: 'Scheduling and time for supervisors',
    module: 'workforce',
    level: 'Foundation',
    hours: 2,
    format: 'Self-paced',
    summary: 'Building rosters, approving time by exception and handling swaps and leave requests.',
  },
  {
    code: 'CON-260',
    title: 'Change orders and progress billing',
    module: 'contracting',
    level: 'Practitioner',
    hours: 6,
    format: 'Live online',
    summary:
      'From a potential change in the field to an approved change order and a pay application with retainage.',
  },
  {
    code: 'PSV-230',
    title: 'Resourcing and billing for services firms',
    module: 'professionalServices',
    level: 'Practitioner',
    hours: 5,
    format: 'Live online',
    summary: 'Rate cards, resource plans, billing rules for every contract type and utilization reporting.',
  },
  {
    code: 'ECM-220',
    title: 'Running multichannel commerce',
    module: 'eCommerce',
    level: 'Practitioner',
    hours: 4,
    format: 'Self-paced',
    summary: 'Channel connections, allocation rules, fulfillment, returns and payout reconciliation.',
  },
  {
    code: 'AIF-210',
    title: 'Intelligent Data Onboarding in practice',
    module: 'ai-form',
    level: 'Practitioner',
    hours: 3,
    format: 'Self-paced',
    summary:
      'Preparing files, reading confidence scores, working the review queue and turning decisions into rules.',
  },
  {
    code: 'ADM-350',
    title: 'Configuring Aden',
    module: 'module-training',
    level: 'Expert',
    hours: 12,
    format: 'On site',
    summary:
      'Roles and permissions, approval rules, custom fields, workflows and integrations for system administrators.',
  },
] satisfies ModulePageSource['courses'];

export default {
  name: 'Training & Certification',
  headline: 'Courses and certifications that make your team confident on Aden.',
  intro:
    'Aden Academy offers role-based courses for every module, from a first-day orientation to expert configuration, and three certification levels that show who on your team can run, configure and extend Aden.',
  problem: {
    heading: 'Software only pays off when people know how to use it',
    paragraphs: [
      'Most system rollouts are judged a failure not because the software is wrong but because people fall back to spreadsheets. Training is squeezed into a go-live week, knowledge sits with one enthusiastic administrator, and new hires learn from whoever sits next to them.',
    ],
    painPoints: [
      'Training crammed into go-live week',
      'One person who knows how everything works',
      'New hires learning by word of mouth',
      'No way to tell who is qualified to change settings',
    ],
  },
  capabilities: [
    {
      title: 'Role-based learning paths',
      body: 'Paths for accountants, buyers, warehouse staff, project managers, supervisors and administrators combine short videos, reading and hands-on exercises in the order each role needs them.',
      illustration: 'learning-path',
    },
    {
      title: 'A practice company for every learner',
      body: 'Every learner gets a sandbox company with realistic data, so exercises such as a bank reconciliation or a pay application are done for real without touching your live books.',
      illustration: 'sandbox-lab',
    },
    {
      title: 'Live and on-site classes',
      body: 'Instructor-led classes run online every week in US and European time zones, and our trainers can run on-site sessions for teams of eight or more.',
      illustration: 'course-catalogue',
    },
    {
      title: 'Certifications that mean something',
      body: 'Certification exams are practical: you complete tasks in a sandbox and they are checked automatically. Certificates are verifiable online and recorded on the worker’s Aden profile.',
      illustration: 'certificate',
    },
  ],
  connections: [
    {
      module: 'workforce',
      text: 'Completed courses and certificates appear on each worker’s record with their expiry dates, and can be required for roles.',
    },
    {
      module: 'accounting',
      text: 'The finance learning path is built around your own close checklist once your company is live.',
    },
    {
      module: 'contracting',
      text: 'Construction courses cover change orders, pay applications and field reports with sample jobs.',
    },
  ],
  figures: [
    {
      value: String(courses.length),
      label: 'courses covering every module',
      source: { from: 'academy-2026', statistic: 'count', n: courses.length, of: 'courses' },
    },
    {
      value: '12,400',
      label: 'certified users in 2026',
      source: { from: 'academy-2026', statistic: 'count', n: 12_400, of: 'certified users' },
    },
    {
      value: '4.7 / 5',
      label: 'average rating from 9,800 end-of-course evaluations in 2026',
      source: { from: 'academy-2026', statistic: 'mean', n: 9_800, of: 'end-of-course evaluations' },
    },
  ],
  courses,
  certifications: [
    {
      level: 'Foundation',
      title: 'Aden Certified User',
      audience: 'Everyone who works in Aden daily',
      requirements: ['Aden essentials (ADN-101)', 'One Foundation course for your role'],
      exam: '30-minute online task exam in a practice company',
      validity: 'Does not expire',
    },
    {
      level: 'Practitioner',
      title: 'Aden Certified Practitioner',
      audience: 'Team leads, accountants, planners and project managers',
      requirements: [
        'Aden Certified User',
        'Two Practitioner courses',
        'Three months of use in a live company',
      ],
      exam: '90-minute practical exam with a scenario for your module',
      validity: 'Two years, renewed with a 30-minute update exam',
    },
    {
      level: 'Expert',
      title: 'Aden Certified Administrator',
      audience: 'System administrators and implementation partners',
      requirements: [
        'Aden Certified Practitioner',
        'Configuring Aden (ADM-350)',
        'A documented configuration project',
      ],
      exam: 'Half-day configuration project reviewed by an Aden solution architect',
      validity: 'Two years',
    },
  ],
  faq: [
    {
      question: 'Is training included in our subscription?',
      answer:
        'All self-paced courses and Foundation certification are included in every plan, including Free Forever. Live online classes are included in Business and Enterprise plans; on-site training is quoted per day.',
    },
    {
      question: 'How long does it take to get certified?',
      answer:
        'Most people earn Certified User within their first week. Practitioner takes four to eight weeks alongside normal work. Administrator certification usually follows two to three months of configuration experience.',
    },
    {
      question: 'Can partners and accountants get certified?',
      answer:
        'Yes. Accounting firms and implementation partners can enroll through the partner program and certify their staff at every level; certified partners are listed in our partner directory.',
    },
    {
      question: 'What happens if someone fails an exam?',
      answer:
        'They receive a breakdown of the tasks they missed with the lessons to revisit, and can retake the exam after 48 hours. There is no limit on retakes for Foundation and Practitioner exams.',
    },
  ],
  cta: {
    heading: 'Start learning in a practice company today',
    body: 'Create a free account to open Aden Academy, take Aden essentials and earn your first certificate this week.',
    primary: { label: 'Start for free', action: 'start-free' },
    secondary: { label: 'Plan team training with us', action: 'contact-sales' },
  },
  updated: '2026-11-04',
} satisfies ModulePageSource;
