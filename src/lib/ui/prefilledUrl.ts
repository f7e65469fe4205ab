export interface SchedulingPrefill {
  name?: string | undefined;
  email?: string | undefined;
}

/** The scheduler's URL with `name` and `email` query parameters prefilled (DESIGN 5); blanks are left out. */
export function prefilledSchedulingUrl(url: string, { name, email }: SchedulingPrefill): string {
  const target = new URL(url);
  if (name?.trim()) target.searchParams.set('name', name.trim());
  if (email?.trim()) target.searchParams.set('email', email.trim());
  return target.toString();
}

/** "First Last" from a signed-in user, for the scheduler's name field. */
export function fullName(
  user: { firstname?: string | null; lastname?: string | null } | null,
): string | undefined {
  const name = [user?.firstname, user?.lastname].filter(Boolean).join(' ').trim();
  return name || undefined;
}
