/**
 * Support: the channels, their hours, and what each plan gets. The one source of the plans' support
 * line (/pricing), the contact page's support hours and the first-reply promise.
 */

export type SupportChannelId = 'help-centre' | 'email' | 'chat' | 'phone' | 'incident-line';

export interface SupportChannel {
  id: SupportChannelId;
  name: string;
  hours: string;
}

const OFFICE_HOURS = 'Monday to Friday, 7:00–19:00 in your office’s time zone';

export const supportChannels = [
  { id: 'help-centre', name: 'Help center and community', hours: 'Always open' },
  { id: 'email', name: 'E-mail support', hours: OFFICE_HOURS },
  { id: 'chat', name: 'Chat support', hours: OFFICE_HOURS },
  { id: 'phone', name: 'Phone support', hours: OFFICE_HOURS },
  { id: 'incident-line', name: 'Urgent incidents', hours: '24/7 through your dedicated line' },
] as const satisfies readonly SupportChannel[];

/** A plan's support: the channels it opens and the first reply it promises (none on Free Forever). */
export interface PlanSupport {
  channels: readonly SupportChannelId[];
  firstReply: string | null;
  /** What the plan's card says, in a few words. */
  summary: string;
  /** The comparison table's cell. */
  short: string;
}

export const supportByPlan = {
  freeforever: {
    channels: ['help-centre'],
    firstReply: null,
    summary: 'Help center and community',
    short: 'Community',
  },
  team: {
    channels: ['help-centre', 'email'],
    firstReply: 'one business day',
    summary: 'E-mail support, reply within one business day',
    short: 'E-mail',
  },
  business: {
    channels: ['help-centre', 'email', 'chat'],
    firstReply: 'four business hours',
    summary: 'Priority chat and e-mail, reply within four business hours',
    short: 'Priority chat',
  },
  enterprise: {
    channels: ['help-centre', 'email', 'chat', 'phone', 'incident-line'],
    firstReply: 'four business hours',
    summary: 'Dedicated success manager, phone and a 24/7 incident line',
    short: 'Dedicated manager',
  },
} as const satisfies Record<string, PlanSupport>;

export type SupportPlanId = keyof typeof supportByPlan;

/** Every first-reply promise the site may make about support, as written in supportByPlan. */
export const supportReplyPromises: readonly string[] = [
  ...new Set(
    Object.values(supportByPlan).flatMap((plan): string[] => (plan.firstReply ? [plan.firstReply] : [])),
  ),
];
