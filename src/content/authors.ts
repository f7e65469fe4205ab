import type { AuthorSource } from './schema';

/** People who write for the Aden blog; a post's `author` is one of these slugs. */
export default [
  {
    slug: 'maya-okafor',
    name: 'Maya Okafor',
    role: 'Head of Finance Solutions',
    bio: 'Maya spent nine years as a controller in distribution and construction before joining Aden, where she designs the accounting module with the finance teams who use it.',
  },
  {
    slug: 'daniel-reyes',
    name: 'Daniel Reyes',
    role: 'Product Lead, Inventory and Commerce',
    bio: 'Daniel ran warehouse operations for a regional wholesaler and now leads the inventory and e-commerce modules, with a weakness for clean item masters.',
  },
  {
    slug: 'priya-natarajan',
    name: 'Priya Natarajan',
    role: 'Director of Customer Onboarding',
    bio: 'Priya leads the team that moves customers off spreadsheets and legacy systems, and has overseen more than 1,500 Aden go-lives since 2021.',
  },
  {
    slug: 'tom-lindqvist',
    name: 'Tom Lindqvist',
    role: 'Principal Engineer, AI',
    bio: 'Tom builds the document-understanding models behind Intelligent Data Onboarding and writes about what machine learning can and cannot do for operations teams.',
  },
] satisfies AuthorSource[];
