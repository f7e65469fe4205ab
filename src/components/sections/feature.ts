import type { PagePicture } from '@/content/screenModel';

/** A capability or benefit as the feature sections show it (FeatureGrid, FeatureRows). */
export interface Feature {
  title: string;
  body: string;
  /** a fragment of the product the feature describes (feature rows show it) */
  illustration?: PagePicture;
  points?: readonly string[];
}
