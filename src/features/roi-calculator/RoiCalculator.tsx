import { numbersOfInputs, roiSearch } from '@contract/roiInputs';
import type { RoiCalculatorInput, roiCalculatorMachine } from '@machines/roiCalculator';
import type { roiEstimateEmailMachine } from '@machines/roiEstimateEmail';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useActorRef, useSelector } from '@xstate/react';
import { type ComponentType, memo, useCallback, useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { deferredModule } from '@/lib/loading/deferredModule';
import { HydrationBoundary } from '@/lib/loading/HydrationBoundary';
import { preloadOf, useDeferredComponent } from '@/lib/loading/useDeferredComponent';
import { pageFlowInspect } from '@/lib/visitorSteps/pageFlows';
import { PhoneSummary } from './PhoneSummary';
import { type RoiAction, RoiActions } from './RoiActions';
import { RoiInputsPanel, type RoiInputsPanelProps, type RoiPlanMenuItem } from './RoiInputsPanel';
import { RoiResultsPanel } from './RoiResultsPanel';
import { CONTACT_SALES_EVENT, createRoiCalculatorLogic, shareLink } from './roiCalculator.effects';
import { BOOK_CALL_EVENT, createRoiEstimateEmailLogic } from './roiEstimateEmail.effects';

// The e-mail form shows once "Email me this estimate" is pressed: its code comes on that button's
// intent (or with the press), not with the page.
const emailEstimate = deferredModule(() => import('./EmailEstimate').then((module) => module.EmailEstimate));
const prepareEmailEstimate = preloadOf(emailEstimate);

const SHARING_STATES = ['copying', 'copied', 'copyFailed'] as const;

/**
 * A part of the calculator as a hydration boundary of its own (a Suspense boundary: React hydrates it
 * in a pass and commit of its own, so the page's start has no long task), inside a memo: the machine's
 * first update after start (the shared link restored) changes nothing a part shows, and an update that
 * reached a boundary still waiting to hydrate would hydrate it at once, in one task.
 */
function hydratedAlone<Props extends object>(Part: ComponentType<Props>) {
  return memo(function HydratedAlone(props: Props) {
    return (
      <HydrationBoundary>
        <Part {...props} />
      </HydrationBoundary>
    );
  });
}

const InputsPart = hydratedAlone(RoiInputsPanel);
const SummaryPart = hydratedAlone(PhoneSummary);
const ResultsPart = hydratedAlone(RoiResultsPanel);
const ActionsPart = hydratedAlone(RoiActions);

/**
 * The ROI calculator of the page: its own actors (the calculator and the estimate by e-mail), with the
 * browser's effects, pricing the plans the page's payload gives (src/content/pricing.ts at build time).
 * An Enterprise estimate and a call are other flows' (the page's): the actors say so with events.
 */
export function RoiCalculator({
  plans,
  menu,
  onAskEnterprise,
  onBookCall,
}: {
  plans: RoiCalculatorInput;
  menu: readonly RoiPlanMenuItem[];
  onAskEnterprise: () => void;
  onBookCall: () => void;
}) {
  const [calculatorLogic] = useState(createRoiCalculatorLogic);
  const [emailLogic] = useState(createRoiEstimateEmailLogic);
  const actorRef = useActorRef(calculatorLogic, { input: plans, inspect: pageFlowInspect });
  const emailRef = useActorRef(emailLogic, { inspect: pageFlowInspect });
  useEffect(() => {
    const subscription = actorRef.on(CONTACT_SALES_EVENT, onAskEnterprise);
    return () => subscription.unsubscribe();
  }, [actorRef, onAskEnterprise]);
  useEffect(() => {
    const subscription = emailRef.on(BOOK_CALL_EVENT, onBookCall);
    return () => subscription.unsubscribe();
  }, [emailRef, onBookCall]);
  return <RoiCalculatorView actorRef={actorRef} emailRef={emailRef} menu={menu} />;
}

const whole = <T,>(snapshot: T) => snapshot;

/** The calculator drawn from a calculator actor: inputs on one side, the estimate and its chart on the other, then sharing. */
export function RoiCalculatorView({
  actorRef,
  emailRef,
  menu,
}: {
  actorRef: ActorRefFrom<typeof roiCalculatorMachine>;
  /** The estimate by e-mail; absent, the calculator offers no e-mail (the flow lab's screen). */
  emailRef?: ActorRefFrom<typeof roiEstimateEmailMachine>;
  menu?: readonly RoiPlanMenuItem[];
}) {
  const snapshot = useSelector(actorRef, whole);
  const { values, errors, inputs, result, plans } = snapshot.context;
  const enterprise = snapshot.matches({ editing: { inputs: 'enterprise' } });
  const stale = enterprise || snapshot.matches({ editing: { inputs: 'invalid' } });
  const sharing = SHARING_STATES.find((state) => snapshot.matches({ editing: { sharing: state } })) ?? 'idle';
  const onChange = useCallback<RoiInputsPanelProps['onChange']>(
    (field, value) => actorRef.send({ type: 'roi.change', field, value }),
    [actorRef],
  );
  const onAction = useCallback((action: RoiAction) => actorRef.send({ type: action }), [actorRef]);
  const onAskEnterprise = useCallback(() => actorRef.send({ type: 'roi.enterprise.ask' }), [actorRef]);
  const onEmail = useCallback(() => emailRef?.send({ type: 'estimate.open' }), [emailRef]);
  const emailOpen = useSelector(emailRef, (email) => email !== undefined && !email.matches('idle'));
  const EmailEstimate = useDeferredComponent(emailEstimate, emailOpen).Component;
  // The last valid inputs, read when Send is pressed: the server computes the estimate from them.
  const estimate = useCallback(
    () => ({ inputs: numbersOfInputs(actorRef.getSnapshot().context.inputs) }),
    [actorRef],
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2.5, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
        <InputsPart
          values={values}
          errors={errors}
          plans={plans}
          menu={menu}
          onChange={onChange}
          onAskEnterprise={onAskEnterprise}
        />
        <SummaryPart inputs={inputs} result={result} stale={stale} />
      </Box>
      <Stack spacing={2.5}>
        <ResultsPart
          inputs={inputs}
          result={result}
          stale={stale}
          enterprise={enterprise}
          onAskEnterprise={onAskEnterprise}
        />
        <ActionsPart
          sharing={sharing}
          failedLink={sharing === 'copyFailed' ? shareLink(roiSearch(values)) : null}
          onAction={onAction}
          onEmail={emailRef && onEmail}
          onEmailIntent={prepareEmailEstimate}
          emailOpen={emailOpen}
        />
        {emailRef && EmailEstimate && <EmailEstimate actorRef={emailRef} estimate={estimate} />}
      </Stack>
    </Box>
  );
}
