/** Build-side data of the contact page (/contact): its copy and each support channel with its plans. */
import { type SupportChannelId, supportByPlan, supportChannels } from '@/content/facts/support';
import { plans } from '@/content/pricing';
import type { SiteContent } from '@/content/siteContent';
import { routes } from '@/lib/routing/paths';
import type { PagePaths } from '@/site/pageDataParts';

/** "all plans", "Team and above"…: the plans whose support includes a channel. */
function channelPlans(channel: SupportChannelId): string {
  const withIt = plans.filter((plan) =>
    (supportByPlan[plan.id].channels as readonly string[]).includes(channel),
  );
  if (withIt.length === plans.length) return 'all plans';
  if (withIt.length === 1) return withIt[0]?.name ?? '';
  return `${withIt[0]?.name} and above`;
}

/** "Support replies first within … on Team, …": each plan's promise, from the plans' support. */
function firstReplies(): string {
  const plansByReply = new Map<string, string[]>();
  for (const plan of plans) {
    const reply = supportByPlan[plan.id].firstReply;
    if (reply) plansByReply.set(reply, [...(plansByReply.get(reply) ?? []), plan.name]);
  }
  const promises = [...plansByReply].map(([reply, names]) => `${reply} on ${names.join(' and ')}`);
  return `Support replies first within ${promises.join(', and within ')}.`;
}

const contactPayload = (content: SiteContent) => ({
  contact: content.contact,
  support: {
    channels: supportChannels.map((channel) => ({
      name: `${channel.name} (${channelPlans(channel.id)})`,
      hours: channel.hours,
    })),
    firstReplies: firstReplies(),
  },
});
export type ContactPayload = ReturnType<typeof contactPayload>;

export const contactPagePaths: PagePaths<ContactPayload> = (content) => [
  { path: routes.contact.href(), payload: contactPayload(content), lastmod: content.contact.updated },
];
