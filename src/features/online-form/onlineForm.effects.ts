import { type OnlineFormSubmission, onlineFormMachine } from '@machines/onlineForm';
import { pageDataMachine } from '@machines/pageData';
import { fromPromise } from 'xstate';
import { fetchOnlineForm, submitOnlineForm } from '@/lib/http/api';
import { navigate } from '@/lib/routing/navigation';
import { routes } from '@/lib/routing/paths';

/** /online-form/{id}'s definition, loaded with the real call (SPEC 7). */
export const createOnlineFormDefinitionLogic = () =>
  pageDataMachine.provide({
    actors: { load: fromPromise<unknown, { key: string }>(({ input }) => fetchOnlineForm(input.key)) },
  });

/** The online form with the real submission call; once accepted, the visitor goes to the result page. */
export const createOnlineFormLogic = () =>
  onlineFormMachine.provide({
    actors: {
      submitForm: fromPromise<unknown, OnlineFormSubmission>(({ input }) =>
        submitOnlineForm(input.formId, input.answers),
      ),
    },
    actions: { showResult: () => navigate(routes.formSubmitResult.path) },
  });
