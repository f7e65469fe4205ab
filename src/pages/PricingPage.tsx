import { Suspense, useMemo } from 'react';
import { plans, pricingFaq } from '@/content/pricing';
import { ComparisonSection } from '@/features/pricing/ComparisonSection';
import { FaqSection } from '@/features/pricing/FaqSection';
import { JsonLd } from '@/features/pricing/JsonLd';
import type { PlanActions } from '@/features/pricing/PlanCard';
import { PlansSection } from '@/features/pricing/PlansSection';
import { RoiTeaser } from '@/features/pricing/RoiTeaser';
import { StartFreeBand } from '@/features/pricing/StartFreeBand';
import { productJsonLd } from '@/features/pricing/structuredData';
import { useDiscoveryCall, useOpenContact, useShowAuth } from '@/lib/appActors';
import { config } from '@/lib/config';
import { paths } from '@/lib/paths';

/** /pricing: the plans with monthly or yearly billing, the comparison by module, the FAQ. */
export default function PricingPage() {
  const discoveryCall = useDiscoveryCall();
  const showAuth = useShowAuth();
  const openContact = useOpenContact();
  // Every plan signs up on Free Forever (SPEC 3: subscriptionPlan is fixed); paid plans upgrade in ARP.
  // Kept across renders: a section still waiting to hydrate that gets new props hydrates at once.
  const actions = useMemo<PlanActions>(
    () => ({
      onSignup: () => showAuth('signup'),
      onContactSales: () => openContact(),
      onDiscoveryCall: discoveryCall.show,
    }),
    [showAuth, openContact, discoveryCall.show],
  );
  // Each section is a hydration boundary (as every Section): React hydrates it in a pass and commit of
  // its own instead of the whole page in one long task.
  return (
    <>
      <PlansSection actions={actions} />
      <Suspense>
        <ComparisonSection />
      </Suspense>
      <Suspense>
        <RoiTeaser href={paths.roiCalculator} />
      </Suspense>
      <Suspense>
        <FaqSection entries={pricingFaq} />
      </Suspense>
      <Suspense>
        <StartFreeBand actions={actions} />
      </Suspense>
      <JsonLd data={productJsonLd(plans, config.siteUrl)} />
    </>
  );
}
