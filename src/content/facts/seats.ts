/**
 * Who pays for a seat, said once: office users, who sign in to the rest of Aden, hold paid seats;
 * field users, who only clock in, hold free ones on every plan, and a plan's user limit counts only
 * office users. /pricing (its cards, comparison and FAQ), the Workforce page and the ROI calculator
 * build their words from here, and the ROI formula prices office users only (contract/roiFormula.ts).
 * The facts check fails on copy that has everyone who signs in pay, or field users pay.
 */
export const seatRule = {
  paid: {
    who: 'Office users',
    one: 'office user',
    does: 'sign in to the rest of Aden: the books, projects, approvals, reports and settings',
  },
  free: {
    who: 'Field users',
    one: 'field user',
    does: 'only clock in and out, see their shifts and submit expenses from the phone',
  },
} as const;

const { paid, free } = seatRule;

/** The rule in two sentences, as /pricing, its FAQ and the Workforce page state it. */
export const seatRuleSentence = `${paid.who}, who ${paid.does}, pay for a seat. ${free.who}, who ${free.does}, have a free seat on every plan, and a plan’s user limit does not count them.`;

/** The words a user count or a price is given in: "per office user", "Up to 25 office users". */
export const paidSeatUnit = paid.one;
export const freeSeatUnit = free.one;
