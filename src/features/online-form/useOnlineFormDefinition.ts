import type { FormDefinition } from '@contract/publicContent';
import { usePageData } from '@/lib/http/usePageData';
import { createOnlineFormDefinitionLogic } from './onlineForm.effects';

/** The form definition of /online-form/{id}: loading, ready, not found or failed, and Retry. */
export const useOnlineFormDefinition = (id: string) =>
  usePageData<FormDefinition>(createOnlineFormDefinitionLogic, { key: id });
