import { Suspense, useMemo } from 'react';
import { plans, pricingFaq } from '@/content/pricing';
import { ComparisonSection } from '@/features/pricing/ComparisonSection';
import { FaqSection } from '@/features/pricing/FaqSection';
import { JsonLd } from '@/features/pricing/JsonLd';
import type { PlanActions } from '@/features/pricing/PlanCard';
import { PlansSection } from '@/features/pricing/PlansSection';
import { RoiTeaser } from '@/features/pricing/RoiTeaser';
import { SecuritySection } from '@/features/pricing/SecuritySection';
import { StartFreeBand } from '@/features/pricing/StartFreeBand';
import { productJsonLd } from '@/features/pricing/structuredData';
import { DiscoveryCall } from '@/features/scheduling/DiscoveryCall';
import { useOpenContact, useShowAuth } from '@/lib/appActors';
import { config } from '@/lib/config';
import { useDiscoveryCall } from '@/lib/discoveryCall';
import { paths } from '@/lib/paths';

/** /pricing: the plans with monthly or yearly billing, the comparison by module, the FAQ. */
export default function PricingPage() {
  // The discovery-call dialog is open or closed, like the demo dialog: the same statechart, one per page.
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
        <SecuritySection />
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
      <DiscoveryCall
        open={discoveryCall.open}
        onClose={discoveryCall.close}
        onAskForTime={discoveryCall.askForTime}
      />
    </>
  );
}
