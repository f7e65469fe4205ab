/** A capability or benefit as the feature sections show it (FeatureGrid, FeatureRows). */
export interface Feature {
  title: string;
  body: string;
  illustration?: string;
  points?: readonly string[];
}
