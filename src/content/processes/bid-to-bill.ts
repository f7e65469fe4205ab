import { claimSources } from '@/content/facts/claims';
import type { ProcessSource } from '@/content/schema';

export default {
  title: 'Bid to bill',
  summary:
    'Estimates, contracts, subcontracts, change orders and progress billing for construction and contracting work.',
  intro:
    'In contracting, the money is decided at three moments: when you price the bid, when you agree a change and when you bill progress. Aden carries the estimate into the budget, every change into the contract, and the schedule of values into a pay application the owner can check line by line.',
  steps: [
    {
      title: 'Estimate',
      body: 'Build the bid from cost codes, assemblies and supplier quotes, with labor rates and equipment from your own history.',
      module: 'contracting',
    },
    {
      title: 'Award and budget',
      body: 'The won bid becomes the job budget and schedule of values, and subcontracts are issued from the same cost codes.',
      module: 'contracting',
    },
    {
      title: 'Manage changes',
      body: 'Change orders are priced, approved by the owner and added to the contract and budget before the work is done.',
      module: 'contracting',
    },
    {
      title: 'Track cost and progress',
      body: 'Labor, materials, equipment and subcontractor costs post to cost codes daily; field reports record percent complete.',
      module: 'project-management',
    },
    {
      title: 'Bill progress',
      body: 'Pay applications are produced from percent complete with retainage, stored materials and approved changes, and lien waivers are collected from subcontractors.',
      module: 'accounting',
    },
  ],
  modules: ['contracting', 'project-management', 'accounting', 'workforce'],
  measures: [
    'Fade or gain against bid margin',
    'Change orders approved before work starts',
    'Days from period end to pay application',
    'Retainage outstanding',
  ],
  figures: [
    {
      value: '4 days',
      label: 'faster pay applications after period end',
      source: claimSources.payApplicationsFaster,
    },
    {
      value: '+2.8 points',
      label: 'average margin retained on jobs with tracked changes',
      source: claimSources.marginOnTrackedChanges,
    },
  ],
  updated: '2026-11-06',
} satisfies ProcessSource;
