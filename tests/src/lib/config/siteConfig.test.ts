import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../../src/lib/config/siteConfig';

describe('configuration', () => {
  it('runs on its embedded defaults', () => {
    const config = parseConfig({});
    expect(config.apiBase).toBe('/api');
    expect(config.arpUrl).toBe('/arp');
    expect(config.googleClientId).toBeUndefined();
    expect(config.chat).toBeNull();
    expect(config.headerHiddenPrefixes).toEqual(['/online-form', '/form-submit-result']);
  });

  it('stops start-up when the Google client id is set but blank, naming the variable', () => {
    expect(() => parseConfig({ VITE_GOOGLE_CLIENT_ID: '  ' })).toThrow(/VITE_GOOGLE_CLIENT_ID/);
    expect(() => parseConfig({ VITE_GOOGLE_CLIENT_ID: '' })).toThrow(/VITE_GOOGLE_CLIENT_ID/);
  });

  it('names the variable that holds a bad value', () => {
    expect(() => parseConfig({ VITE_CHAT_REGION: 'mars' })).toThrow(/VITE_CHAT_REGION/);
    expect(() => parseConfig({ VITE_SCHEDULING_URL: 'not a url' })).toThrow(/VITE_SCHEDULING_URL/);
  });

  it('enables the chat widget with an app id, in one of the three regions', () => {
    expect(parseConfig({ VITE_CHAT_APP_ID: 'abc123', VITE_CHAT_REGION: 'eu' }).chat).toEqual({
      appId: 'abc123',
      region: 'eu',
      scriptBase: 'https://widget.intercom.io/widget',
    });
    expect(
      parseConfig({ VITE_CHAT_APP_ID: 'abc123', VITE_CHAT_SCRIPT_BASE: '/chat-widget/' }).chat?.scriptBase,
    ).toBe('/chat-widget');
  });

  it('asks for cookie consent unless VITE_CONSENT_REQUIRED=false', () => {
    expect(parseConfig({}).consentRequired).toBe(true);
    expect(parseConfig({ VITE_CONSENT_REQUIRED: 'false' }).consentRequired).toBe(false);
    expect(() => parseConfig({ VITE_CONSENT_REQUIRED: 'no' })).toThrow(/VITE_CONSENT_REQUIRED/);
  });

  it('drops a trailing slash from base URLs', () => {
    expect(
      parseConfig({ VITE_API_BASE: 'https://api.example.com/', VITE_ARP_URL: 'https://arp.example.com/' }),
    ).toMatchObject({
      apiBase: 'https://api.example.com',
      arpUrl: 'https://arp.example.com',
    });
  });
});
