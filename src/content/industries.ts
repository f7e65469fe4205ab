/** The customer industries of SPEC 2 (metadata). */
export interface IndustryMeta {
  slug: 'construction' | 'government' | 'healthcare' | 'manufacturing';
  name: string;
  summary: string;
}

export const industries: IndustryMeta[] = [
  {
    slug: 'construction',
    name: 'Construction',
    summary: 'Job costing, subcontractors, equipment and progress billing in one system.',
  },
  {
    slug: 'manufacturing',
    name: 'Manufacturing',
    summary: 'Bills of materials, work orders, stock and costing, planned with AI.',
  },
  {
    slug: 'healthcare',
    name: 'Healthcare',
    summary: 'Supplies, staffing and billing for clinics and care providers.',
  },
  {
    slug: 'government',
    name: 'Government',
    summary: 'Procurement, grants and budgets with the audit trail public agencies need.',
  },
];
