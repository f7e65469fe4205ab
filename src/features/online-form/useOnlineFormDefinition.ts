import type { FormDefinition } from '@contract/publicContent';
import { useResource } from '@/lib/http/useResource';
import { onlineFormDefinitionLogic } from './onlineForm.effects';

/** The form definition of /online-form/{id}: loading, ready, not found or failed, and Retry. */
export const useOnlineFormDefinition = (id: string) =>
  useResource<FormDefinition>(onlineFormDefinitionLogic, id);
