import { EXAMPLE_ROI_ESTIMATE } from '@contract/roiEstimate';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import { dialogSlots } from '@/app/dialogs';
import { ConsentBanner } from '@/features/consent/ConsentBanner';
import { DesktopActions } from '@/features/header/HeaderActions';
import { LoadingBar } from '@/features/loading-bar/LoadingBar';
import { OnlineFormView } from '@/features/online-form/OnlineForm';
import { useOnlineFormDefinition } from '@/features/online-form/useOnlineFormDefinition';
import { EmailEstimate } from '@/features/roi-calculator/EmailEstimate';
import { RoiActions } from '@/features/roi-calculator/RoiActions';
import { RoiCalculatorView } from '@/features/roi-calculator/RoiCalculator';
import { NewBuildNotice } from '@/features/toasts/NewBuildNotice';

/** What the visitor sees of one machine, drawn in the framed screen from the lab's actor. */
export type MachineScreen = (actor: AnyActorRef) => ReactNode;

/** The auth dialog as the site composes it (src/app/dialogs.tsx): Google's provider, the title, its cards. */
const AuthDialogSlot = () => <dialogSlots.authDialog />;

/** The form of the lab's actor, with the fields its definition has on the server (as its page loads them). */
function OnlineFormScreen({ actor }: { actor: AnyActorRef }) {
  const formId: string = actor.getSnapshot().context.formId;
  const { view } = useOnlineFormDefinition(formId);
  if (view.status === 'ready')
    return (
      <Box sx={{ p: 3, maxWidth: 720 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
          {view.data.title}
        </Typography>
        <OnlineFormView actorRef={actor as never} fields={view.data.fields} />
      </Box>
    );
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {view.status === 'loading'
        ? `Loading the definition of the form "${formId}"…`
        : `The definition of the form "${formId}" could not be loaded (${view.status === 'failed' ? view.error : 'no such form'}).`}
    </Typography>
  );
}

/**
 * The screens of the machines with a UI (screenPages.ts says where each shows). The app-wide ones, and
 * the sign-in flows inside the auth dialog, read the lab's actor through the app's context
 * (screenActors.ts puts it there).
 */
export const machineScreens: Partial<Record<string, MachineScreen>> = {
  authDialog: AuthDialogSlot,
  login: AuthDialogSlot,
  signup: AuthDialogSlot,
  googleSignIn: AuthDialogSlot,
  contact: () => <dialogSlots.contact />,
  demoDialog: () => <dialogSlots.demoDialog />,
  consent: () => (
    <>
      <ConsentBanner />
      <dialogSlots.consent />
    </>
  ),
  session: () => (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2, borderBottom: 1, borderColor: 'divider' }}>
      <DesktopActions path="/" />
    </Box>
  ),
  loadingBar: () => <LoadingBar />,
  buildUpdate: () => <NewBuildNotice />,
  roiCalculator: (actor) => (
    <Box sx={{ p: 3 }}>
      <RoiCalculatorView actorRef={actor as never} />
    </Box>
  ),
  roiEstimateEmail: (actor) => (
    <Box sx={{ p: 3, display: 'grid', gap: 2.5 }}>
      <RoiActions
        sharing="idle"
        failedLink={null}
        onAction={() => {}}
        onEmail={() => actor.send({ type: 'estimate.open' })}
      />
      <EmailEstimate actorRef={actor as never} estimate={() => EXAMPLE_ROI_ESTIMATE} />
    </Box>
  ),
  onlineForm: (actor) => <OnlineFormScreen actor={actor} />,
};
