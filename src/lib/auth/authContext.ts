import { DEFAULT_REL, REL_AIFORM, REL_EMPLOYEE } from '@contract/values';
import { employeeIdOf, isAiFormPath } from '@/lib/routing/paths';

/** The rel marker and referral id sent with sign-in and sign-up calls (DESIGN.md section 5). */
export interface AuthContext {
  rel: string;
  rId: string | null;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * rel and rId for a page: `aden-aiform` under /ai-form, `aden-employee` on /employee/{id} (rId = the
 * id), else the default `aden`. Elsewhere rId comes from a `rId` query parameter, if any.
 */
export function authContextForPath(path: string, search = ''): AuthContext {
  const queryRId = new URLSearchParams(search).get('rId')?.trim() || null;
  const employee = employeeIdOf(path);
  if (employee) return { rel: REL_EMPLOYEE, rId: decode(employee) };
  if (isAiFormPath(path)) return { rel: REL_AIFORM, rId: queryRId };
  return { rel: DEFAULT_REL, rId: queryRId };
}
