import type { ChatRegion } from '@machines/constants';
import type { SessionUser } from '@machines/session';

/** The messenger's API host per region (SPEC 1: us, eu, ap). */
export const CHAT_API_BASE: Record<ChatRegion, string> = {
  us: 'https://api-iam.intercom.io',
  eu: 'https://api-iam.eu.intercom.io',
  ap: 'https://api-iam.au.intercom.io',
};

export interface ChatSettings {
  app_id: string;
  api_base: string;
  hide_default_launcher: boolean;
  user_id?: string;
  name?: string;
  email?: string;
  created_at?: number;
}

/** SPEC 1: signed-in user data goes to the widget as user_id, name (first and last), email, created_at. */
export function chatSettings(
  chat: { appId: string; region: ChatRegion },
  user: SessionUser | null,
  hideLauncher: boolean,
): ChatSettings {
  const settings: ChatSettings = {
    app_id: chat.appId,
    api_base: CHAT_API_BASE[chat.region],
    hide_default_launcher: hideLauncher,
  };
  if (!user) return settings;
  const id = user.user_id ?? user.id;
  const createdAt = user.create_time ? Math.floor(Date.parse(user.create_time) / 1000) : Number.NaN;
  return {
    ...settings,
    ...(id !== undefined ? { user_id: String(id) } : {}),
    name: [user.firstname, user.lastname].filter(Boolean).join(' '),
    email: user.email,
    ...(Number.isFinite(createdAt) ? { created_at: createdAt } : {}),
  };
}

/** SPEC 2: the online form page hides the chat launcher. */
export const hidesChatLauncher = (path: string) => path.startsWith('/online-form/');
