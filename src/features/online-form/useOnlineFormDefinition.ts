import type { FormDefinition } from '@contract/content';
import { useResource } from '@/lib/useResource';
import { onlineFormDefinitionLogic } from './onlineForm.effects';

/** The form definition of /online-form/{id}: loading, ready, not found or failed, and Retry. */
export const useOnlineFormDefinition = (id: string) =>
  useResource<FormDefinition>(onlineFormDefinitionLogic, id);
