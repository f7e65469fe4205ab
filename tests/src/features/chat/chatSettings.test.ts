import { describe, expect, it } from 'vitest';
import { CHAT_REGIONS } from '../../../../machines/constants';
import { CHAT_API_BASE, chatSettings, hidesChatLauncher } from '../../../../src/features/chat/chatSettings';

describe('chat widget settings', () => {
  it('has an API host for each of the three regions', () => {
    expect(Object.keys(CHAT_API_BASE).sort()).toEqual([...CHAT_REGIONS].sort());
  });

  it('passes the signed-in user as user_id, name, email and created_at', () => {
    const settings = chatSettings(
      { appId: 'app1', region: 'eu' },
      {
        user_id: 42,
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: 'ada@example.com',
        create_time: '2026-01-02T03:04:05Z',
      },
      false,
    );
    expect(settings).toEqual({
      app_id: 'app1',
      api_base: CHAT_API_BASE.eu,
      hide_default_launcher: false,
      user_id: '42',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      created_at: Date.UTC(2026, 0, 2, 3, 4, 5) / 1000,
    });
  });

  it('sends no user data for a visitor', () => {
    expect(chatSettings({ appId: 'app1', region: 'us' }, null, false)).toEqual({
      app_id: 'app1',
      api_base: CHAT_API_BASE.us,
      hide_default_launcher: false,
    });
  });

  it('hides the launcher on the online form page only', () => {
    expect(hidesChatLauncher('/online-form/7')).toBe(true);
    expect(hidesChatLauncher('/online-formula')).toBe(false);
    expect(hidesChatLauncher('/')).toBe(false);
  });
});
