/** Build-side data of the contact page (/contact): its copy and each support channel with its plans. */
import { type SupportChannelId, supportByPlan, supportChannels } from '@/content/facts/support';
import { plans } from '@/content/pricing';
import type { ContactPage, SiteContent } from '@/content/siteContent';
import { routes } from '@/lib/routing/paths';
import { fillIn, type PagePaths, type PrerenderedRoutes } from '@/site/pageDataParts';

/** "all plans", "Team and above"…: the plans whose support includes a channel. */
function channelPlans(words: ContactPage['supportChannel'], channel: SupportChannelId): string {
  const withIt = plans.filter((plan) =>
    (supportByPlan[plan.id].channels as readonly string[]).includes(channel),
  );
  if (withIt.length === plans.length) return words.allPlans;
  if (withIt.length === 1) return withIt[0]?.name ?? '';
  return fillIn(words.fromPlan, { plan: withIt[0]?.name ?? '' });
}

/** "Support replies first within … on Team, …": each plan's promise, from the plans' support. */
function firstReplies(words: ContactPage['firstReplies']): string {
  const plansByReply = new Map<string, string[]>();
  for (const plan of plans) {
    const reply = supportByPlan[plan.id].firstReply;
    if (reply) plansByReply.set(reply, [...(plansByReply.get(reply) ?? []), plan.name]);
  }
  const promises = [...plansByReply].map(([reply, names]) =>
    fillIn(words.promise, { reply, plans: names.join(words.betweenPlans) }),
  );
  return fillIn(words.sentence, { promises: promises.join(words.betweenPromises) });
}

const contactPayload = (content: SiteContent) => {
  // The support words become the sentences below; the page receives the sentences.
  const { supportChannel, firstReplies: replyWords, ...contact } = content.contact;
  return {
    contact,
    support: {
      channels: supportChannels.map((channel) => ({
        name: fillIn(supportChannel.name, {
          channel: channel.name,
          plans: channelPlans(supportChannel, channel.id),
        }),
        hours: channel.hours,
      })),
      firstReplies: firstReplies(replyWords),
    },
  };
};
export type ContactPayload = ReturnType<typeof contactPayload>;

export const contactPagePaths: PagePaths<ContactPayload> = (content) => [
  { path: routes.contact.href(), payload: contactPayload(content), lastmod: content.contact.updated },
];

/** The routes whose pages this module gives the build (src/pages/prerenderedPages.ts collects them). */
export const prerenders = { contact: contactPagePaths } satisfies PrerenderedRoutes;
