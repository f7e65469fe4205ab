import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AuthResponse } from '../../../../machines/authResult';
import { googleSignInMachine } from '../../../../machines/googleSignIn';
import { GoogleProvider } from '../../../../src/features/auth/GoogleProvider';
import { GoogleSignInSection } from '../../../../src/features/auth/GoogleSignInButton';
import { decodeGoogleCredential } from '../../../../src/features/auth/googleCredential';
import {
  getGoogleScriptStatus,
  setGoogleScriptStatus,
} from '../../../../src/features/auth/googleScriptStatus';
import { theme } from '../../../../src/theme/theme';

const GSI_SRC = 'https://accounts.google.com/gsi/client';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const fakeIdToken = (payload: object) =>
  `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(payload)}.sig`;

type IdConfig = { callback: (response: { credential?: string }) => void; use_fedcm_for_prompt?: boolean };

function stubGoogle() {
  const id = {
    initialize: vi.fn<(config: IdConfig) => void>(),
    renderButton: vi.fn((parent: HTMLElement, _options: object) => {
      parent.innerHTML = '<div role="button" tabindex="0">Continue with Google</div>';
    }),
    prompt: vi.fn(),
    cancel: vi.fn(),
    disableAutoSelect: vi.fn(),
  };
  Object.assign(window, { google: { accounts: { id } } });
  return id;
}

function setup() {
  const exchange = vi.fn<(input: { credential: string; rel: string }) => Promise<AuthResponse>>();
  const reportCredentialError = vi.fn();
  const actor = createActor(
    googleSignInMachine.provide({
      actors: { exchangeCredential: fromPromise(({ input }) => exchange(input)) },
      actions: { reportCredentialError: (_, params) => reportCredentialError(params) },
    }),
    { input: { rel: 'aden-aiform', configured: true } },
  ).start();
  const view = render(
    <ThemeProvider theme={theme}>
      <GoogleProvider clientId="test-client.apps.googleusercontent.com">
        <GoogleSignInSection actorRef={actor} />
      </GoogleProvider>
    </ThemeProvider>,
  );
  const script = () => document.querySelector(`script[src="${GSI_SRC}"]`) as HTMLScriptElement;
  return { actor, exchange, reportCredentialError, view, script };
}

beforeEach(() => {
  setGoogleScriptStatus('loading');
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'google');
});

describe('Continue with Google', () => {
  it('keeps a disabled place while the script loads, then renders Google’s button with One Tap over FedCM', async () => {
    const id = stubGoogle();
    const { actor, exchange, script } = setup();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toHaveProperty('disabled', true);
    expect(screen.getByText('or')).toBeTruthy();
    expect(script()).toBeTruthy();

    act(() => {
      script().dispatchEvent(new Event('load'));
    });
    expect(getGoogleScriptStatus()).toBe('loaded');
    await waitFor(() => expect(id.renderButton).toHaveBeenCalled());
    expect(actor.getSnapshot().value).toBe('ready');
    expect(id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({
        client_id: 'test-client.apps.googleusercontent.com',
        use_fedcm_for_prompt: true,
      }),
    );
    expect(id.renderButton.mock.calls[0]?.[1]).toMatchObject({ text: 'continue_with' });
    expect(id.prompt).toHaveBeenCalled();

    const credential = fakeIdToken({ email: 'g@example.com' });
    exchange.mockReturnValue(new Promise(() => {}));
    act(() => id.initialize.mock.calls[0]?.[0].callback({ credential }));
    expect(exchange).toHaveBeenCalledWith({ credential, rel: 'aden-aiform' });
    expect(await screen.findByText('Signing in with Google…')).toBeTruthy();
  });

  it('takes a credential without a value down the error path', async () => {
    const id = stubGoogle();
    const { actor, exchange, reportCredentialError, script } = setup();
    act(() => {
      script().dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(id.initialize).toHaveBeenCalled());
    // The library turns an empty credential into its error callback.
    act(() => id.initialize.mock.calls[0]?.[0].callback({}));
    expect(reportCredentialError).toHaveBeenLastCalledWith({ reason: 'buttonError' });
    act(() => actor.send({ type: 'google.credential', credential: '' }));
    expect(reportCredentialError).toHaveBeenLastCalledWith({ reason: 'missingCredential' });
    expect(exchange).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('shows nothing when the script fails to load', () => {
    const { actor, view, script } = setup();
    act(() => {
      script().dispatchEvent(new Event('error'));
    });
    expect(getGoogleScriptStatus()).toBe('failed');
    expect(actor.getSnapshot().value).toBe('loadError');
    expect(actor.getSnapshot().context.loadError).toBe(true);
    expect(view.container.textContent).toBe('');
  });

  it('starts ready when the script had loaded before the dialog opened', () => {
    stubGoogle();
    setGoogleScriptStatus('loaded');
    const { actor } = setup();
    expect(actor.getSnapshot().value).toBe('ready');
  });
});

describe('GoogleProvider', () => {
  it('does not load Google’s script when no client id is configured', () => {
    render(
      <GoogleProvider clientId={undefined}>
        <p>page</p>
      </GoogleProvider>,
    );
    expect(screen.getByText('page')).toBeTruthy();
    expect(document.querySelector(`script[src="${GSI_SRC}"]`)).toBeNull();
  });
});

describe('decodeGoogleCredential', () => {
  it('reads the fields of SPEC 3 with jwt-decode', () => {
    const token = fakeIdToken({
      email: 'g@example.com',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
      name: 'Grace Hopper',
      sub: '1234',
      iat: 1,
      exp: 2,
    });
    expect(decodeGoogleCredential(token)).toMatchObject({
      email: 'g@example.com',
      given_name: 'Grace',
      family_name: 'Hopper',
      id: '1234',
    });
  });

  it('refuses what is not a JWT or has no e-mail', () => {
    expect(() => decodeGoogleCredential('not-a-jwt')).toThrow();
    expect(() => decodeGoogleCredential(fakeIdToken({ sub: '1' }))).toThrow('carries no email');
  });
});
