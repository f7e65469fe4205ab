/**
 * Code's names and values as a person reads them, for the lab's panels while "Code names" is off:
 * `phone_number` and `codeSentAt` become "phone number" and "code sent at", `null` "none", `true`
 * "yes", an object (or a text holding JSON) its fields one after another.
 */

/** "codeSentAt" -> "code sent at"; "phone_number" -> "phone number"; "signup.code.send" -> "signup code send". */
export function nameInWords(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The same, with a capital first letter, as a label starts. */
export function labelInWords(name: string): string {
  const words = nameInWords(name);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value in words: text as it is ("empty" when empty), none, yes/no, a list or an object's fields. */
export function valueInWords(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'string') {
    if (value === '') return 'empty';
    const data = jsonData(value);
    return data === undefined ? value : valueInWords(data);
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value))
    return value.length === 0 ? 'an empty list' : value.map((item) => valueInWords(item)).join(', ');
  if (typeof value === 'object') return fieldsInWords(value as Record<string, unknown>) || 'nothing';
  return String(value);
}

/** The object or list a text holds as JSON (a stored flag: `{"finishedOnboarding":true}`), or undefined. */
function jsonData(text: string): unknown {
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An object's fields in words: "email ada@example.com; code sent yes". */
export function fieldsInWords(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .map(([name, value]) => `${nameInWords(name)} ${valueInWords(value)}`)
    .join('; ');
}
