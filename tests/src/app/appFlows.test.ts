import { describe, expect, it, vi } from 'vitest';
import { type Actor, type AnyActorLogic, waitFor } from 'xstate';
import {
  appFlows,
  createAppActors,
  namesStartingIn,
  restorableActors,
  restorableNames,
} from '../../../src/app/appFlows';

describe('the registry of the app-wide flows', () => {
  it('creates one actor per row, each running its row machine', () => {
    const actors = createAppActors();
    expect(Object.keys(actors)).toEqual(Object.keys(appFlows));
    for (const name of Object.keys(appFlows) as (keyof typeof appFlows)[])
      expect((actors[name] as Actor<AnyActorLogic>).logic, name).toMatchObject({
        id: appFlows[name].machine.id,
      });
  });

  it('starts consent first, the flows before navigation, the build check last', () => {
    expect(namesStartingIn('withFlows')[0]).toBe('consent');
    expect(namesStartingIn('withNavigation')).toEqual(['routeMiddleware']);
    expect(namesStartingIn('inBackground')).toEqual(['buildUpdate']);
    const all = [
      ...namesStartingIn('withFlows'),
      ...namesStartingIn('withNavigation'),
      ...namesStartingIn('inBackground'),
    ];
    expect([...all].sort()).toEqual(Object.keys(appFlows).sort());
  });

  it('keeps the dialogs across a deployment reload, and only them', () => {
    expect(restorableNames).toEqual(['demoDialog', 'discoveryCall', 'contact', 'authDialog']);
    const actors = createAppActors();
    expect(restorableActors(actors)).toEqual({
      demoDialog: actors.demoDialog,
      discoveryCall: actors.discoveryCall,
      contact: actors.contact,
      authDialog: actors.authDialog,
    });
  });

  it("links a flow to one created after it: a scheduler's ask for a time opens the contact dialog", async () => {
    const actors = createAppActors();
    actors.contact.start();
    actors.discoveryCall.start();
    actors.discoveryCall.send({ type: 'demo.open' });
    actors.discoveryCall.send({ type: 'demo.askForTime' });
    const contact = await waitFor(actors.contact, (snapshot) => snapshot.matches('open'));
    expect(contact.context.askingForTime).toBe(true);
    expect(actors.discoveryCall.getSnapshot().value).toBe('closed');
  });

  it('gives the route middleware the loading bar it reports to', async () => {
    const actors = createAppActors();
    const sentToBar = vi.spyOn(actors.loadingBar, 'send');
    actors.loadingBar.start();
    actors.routeMiddleware.start();
    actors.routeMiddleware.send({ type: 'route.navigate', to: '/pricing' });
    await vi.waitFor(() => expect(sentToBar).toHaveBeenCalledWith({ type: 'loading.start' }));
  });
});
