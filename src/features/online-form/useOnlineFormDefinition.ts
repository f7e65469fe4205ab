import type { FormDefinition } from '@contract/content';
import { fetchOnlineForm } from '@/lib/api';
import { resourceLogic, useResource } from '@/lib/pageResource';

const onlineFormLogic = resourceLogic(fetchOnlineForm);

/** The form definition of /online-form/{id}: loading, ready, not found or failed, and Retry. */
export const useOnlineFormDefinition = (id: string) => useResource<FormDefinition>(onlineFormLogic, id);
