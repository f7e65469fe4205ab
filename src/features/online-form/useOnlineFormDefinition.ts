import type { FormDefinition } from '@contract/publicContent';
import { fetchOnlineForm } from '@/lib/http/api';
import { resourceLogic, useResource } from '@/lib/useResource';

const onlineFormLogic = resourceLogic(fetchOnlineForm);

/** The form definition of /online-form/{id}: loading, ready, not found or failed, and Retry. */
export const useOnlineFormDefinition = (id: string) => useResource<FormDefinition>(onlineFormLogic, id);
