import type { IntegrationSource } from '@/content/schema';

export default {
  name: 'Dropbox',
  category: 'Storage',
  summary: 'Link drawings, submittals and lien waivers in Dropbox to Aden jobs without copying them.',
  description:
    'Construction teams keep drawings and photos in Dropbox because the field can open them offline. Aden links Dropbox folders to jobs and subcontracts, reads lien waivers and certificates of insurance dropped into them, and files signed change orders and pay applications back into the job folder.',
  logo: { letters: 'DB', background: '#2458A6' },
  iconSlug: 'dropbox',
  syncs: [
    { data: 'Job folder links and file lists', direction: 'to-aden', when: 'On change' },
    {
      data: 'Lien waivers and insurance certificates',
      direction: 'to-aden',
      when: 'When added to a watched folder',
    },
    { data: 'Signed change orders and pay applications', direction: 'from-aden', when: 'When signed' },
  ],
  setup: [
    {
      title: 'Choose Connect',
      body: 'Open Settings > Integrations > Dropbox and choose Connect.',
      system: 'aden',
    },
    {
      title: 'Approve access to team folders',
      body: 'Sign in to a Dropbox Business account and approve access to team folders.',
      system: 'partner',
    },
    {
      title: 'Pick the jobs folder',
      body: 'Pick the folder that holds your jobs; Aden suggests a job for each sub-folder by name and number.',
      system: 'aden',
    },
    {
      title: 'Choose the folders to watch',
      body: 'Choose which sub-folders Aden watches for compliance documents.',
      system: 'aden',
    },
  ],
  relevance: { contracting: 2, 'project-management': 2, construction: 3 },
  updated: '2026-08-11',
} satisfies IntegrationSource;
