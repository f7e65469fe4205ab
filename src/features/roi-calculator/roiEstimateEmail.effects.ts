import { roiEstimateEmailMachine } from '@machines/roiEstimateEmail';
import { emit, fromPromise } from 'xstate';
import { emailRoiEstimate } from '@/lib/http/api';

/** What the e-mail flow emits when the visitor asks for a call after sending: the page opens the booking. */
export const BOOK_CALL_EVENT = 'estimate.bookCall';

/** "Email me this estimate" in the browser: the server mails it; the call is the page's to open. */
export const createRoiEstimateEmailLogic = () =>
  roiEstimateEmailMachine.provide({
    actors: {
      sendEstimate: fromPromise(({ input }) => emailRoiEstimate(input)),
    },
    actions: {
      openBookCall: emit({ type: BOOK_CALL_EVENT }),
    },
  });
