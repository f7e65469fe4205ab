import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createActorsContext } from '../../../../src/lib/state/createActorsContext';

afterEach(cleanup);

const toggleMachine = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { toggle: 'on' } }, on: { on: { toggle: 'off' } } },
});

const Toggles = createActorsContext<{ toggle: ReturnType<typeof createActor<typeof toggleMachine>> }>(
  'Toggles',
);

function ToggleState() {
  const value = Toggles.useSelector('toggle', (snapshot) => String(snapshot.value));
  return <p>{value}</p>;
}

describe('createActorsContext', () => {
  it('reads one actor of the provided set and follows its changes', () => {
    const toggle = createActor(toggleMachine).start();
    render(
      <Toggles.Provider actors={{ toggle }}>
        <ToggleState />
      </Toggles.Provider>,
    );
    expect(screen.getByText('off')).toBeTruthy();
    act(() => toggle.send({ type: 'toggle' }));
    expect(screen.getByText('on')).toBeTruthy();
  });

  it('says where to render a component that reads it outside its Provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ToggleState />)).toThrow('useToggles: render inside <TogglesProvider>');
  });
});
