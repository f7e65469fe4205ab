/**
 * Registry of every statechart of the site, for the flow lab and the model-based tests: the machine
 * each `machines/<id>.ts` exports as `<id>Machine`, found by the file's name, with the name in words
 * and the description it gives itself (`meta.name`, `description`; docs/decisions/0075).
 *
 * Changes from the contracts first agreed (see also each machine's file):
 * - authDialog takes a required input `{ googleConfigured: boolean }`, passed to its `google` child
 *   as `configured`: `createActor(authDialogMachine, { input: { googleConfigured } })`. The `google`
 *   child is invoked while the dialog is open, so the UI sends it `google.script.loaded` (or
 *   `google.script.failed`) each time the dialog opens, from the provider's load status.
 * - authDialog declares its children (`snapshot.children.login | signup | google` are typed).
 * - authDialog runs its `login` and `signup` children for the whole opening (not per card), so
 *   switching cards keeps a sent code and its countdown; closing ends and resets both.
 * - authDialog's `saveSession` params are `{ token, user: { id, firstname, lastname, email } }`;
 *   `redirectToOnboarding` params are `{ token }`; `loginSuccess` is emitted for every method.
 * - signup has no `signup.back`; it starts in a transient `start` state that picks step1 or step2.
 * - googleSignIn starts in a transient `start` state that picks `absent` or `loadingScript`;
 *   `reportCredentialError` params are `{ reason: 'missingCredential' | 'buttonError' }`.
 * - buildUpdate has no `upToDate` state: an unchanged build id goes straight back to `waiting`;
 *   `updated` holds the reload guard (`deciding` -> `reloading` | `known`), and the guard's record
 *   comes in as input `reloads` and goes out through `rememberReload` (sessionStorage).
 * - signup accepts `signup.countdown.resume` while counting down (a restored snapshot has no timer).
 * - session also accepts `session.logout` / `session.unauthorized` while restoring or signed out
 *   (a 401 clears storage whatever the state), and has `logRestoreError` for a failing restore.
 * - loadingBar ignores `loading.start` while loading; an error before the bar shows does nothing.
 * - login takes `rel` in its input for symmetry but does not use it (the login call has no rel).
 * - Actions that carry data take typed params (e.g. `persistSession(_, { token, user })`).
 */
import { type AnyStateMachine, StateMachine } from 'xstate';
import type { MachineMeta } from './words';

export interface MachineEntry {
  id: string;
  /** The flow's name in words, as the flow lab lists it: 'Sign-up', 'Auth dialog'. */
  name: string;
  description: string;
  machine: AnyStateMachine;
  /** An input to start the machine with in the flow lab; absent when it takes none. */
  exampleInput?: unknown;
}

const isMachine = (value: unknown): value is AnyStateMachine => value instanceof StateMachine;

/**
 * The entries of the machine modules given by path (`./<id>.ts`): from each, the machine it exports
 * as `<id>Machine` (a module without one holds no flow). A listed machine whose id is not its file's
 * name, or without its name in words or a description, is refused by name.
 */
export function machineEntries(modules: Record<string, Record<string, unknown>>): MachineEntry[] {
  const entries: MachineEntry[] = [];
  for (const [file, exports] of Object.entries(modules)) {
    const id = file.replace(/^.*\//, '').replace(/\.ts$/, '');
    const machine = exports[`${id}Machine`];
    if (!isMachine(machine)) continue;
    const where = `machines/${id}.ts`;
    if (machine.id !== id) throw new Error(`${where}: ${id}Machine has the id '${machine.id}', not '${id}'`);
    const meta = machine.root.meta as Partial<MachineMeta> | undefined;
    const description = machine.root.description;
    if (!meta?.name) throw new Error(`${where}: the machine has no name in words (meta.name)`);
    if (!description) throw new Error(`${where}: the machine has no description`);
    entries.push({ id, name: meta.name, description, machine, exampleInput: meta.exampleInput });
  }
  return entries;
}

/** Every machine module of this folder, in file order. */
// Stryker disable all: Vite expands the glob before the tests run and reads only literal arguments, so
// Stryker's switch between the mutants of these arguments is a glob it cannot parse.
export const machineModules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts'], {
  eager: true,
});
// Stryker restore all

export const machines: readonly MachineEntry[] = machineEntries(machineModules);
