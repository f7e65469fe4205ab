import { AsYouType } from 'mui-tel-input';

/** The parts of an international number as typed in the phone field ("+1 202 555 0123"). */
export function phoneParts(value: string): { dialCode: string; national: string } {
  const parser = new AsYouType();
  parser.input(value.trim().startsWith('+') ? value : `+${value}`);
  return { dialCode: parser.getCallingCode() ?? '', national: parser.getNationalNumber() };
}

/** DESIGN 5: `(+DIAL) NATIONAL`, e.g. `(+1) 2025550123`, the form the contact call sends. */
export function formatPhoneNumber(value: string): string {
  const { dialCode, national } = phoneParts(value);
  return `(+${dialCode}) ${national}`;
}

/** A sent number (`(+1) 2025550123`) as the phone field shows it when typed (`+1 202 555 0123`). */
export function phoneFieldValue(phoneNumber: string): string {
  const digits = phoneNumber.replace(/[^\d+]/g, '');
  return digits === '' ? '' : new AsYouType().input(digits.startsWith('+') ? digits : `+${digits}`);
}
