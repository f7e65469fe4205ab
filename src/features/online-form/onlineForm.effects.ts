import { type OnlineFormSubmission, onlineFormMachine } from '@machines/onlineForm';
import { pageResourceMachine } from '@machines/pageResource';
import { fromPromise } from 'xstate';
import { fetchOnlineForm, submitOnlineForm } from '@/lib/api';
import { navigate } from '@/lib/navigation';
import { paths } from '@/lib/paths';

/** /online-form/{id}'s definition, loaded with the real call (SPEC 7). */
export const onlineFormDefinitionLogic = pageResourceMachine.provide({
  actors: { load: fromPromise<unknown, { id: string }>(({ input }) => fetchOnlineForm(input.id)) },
});

/** The online form with the real submission call; once accepted, the visitor goes to the result page. */
export const onlineFormLogic = onlineFormMachine.provide({
  actors: {
    submitForm: fromPromise<unknown, OnlineFormSubmission>(({ input }) =>
      submitOnlineForm(input.formId, input.answers),
    ),
  },
  actions: { showResult: () => navigate(paths.formSubmitResult) },
});
