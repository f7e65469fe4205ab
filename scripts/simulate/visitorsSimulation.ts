/**
 * Visitors to look at before there are visitors: seeded visits that drive the site's own machines
 * (the auth dialog with its sign-up and login cards, the contact form) with a visitor's behaviour,
 * through the site's own step collector, on a simulated clock. Some leave before asking for a code,
 * some never find the e-mail, some type the code wrong, some wait out the countdown and ask again.
 * The server's answers are simulated too, so a visit's steps are exactly what the site would report.
 */
import { type AnyActorRef, createActor, fromPromise, type InspectionEvent, SimulatedClock } from 'xstate';
import type {
  AuthResponse,
  CheckVerifyCodeRequest,
  LoginRequest,
  SendVerifyCodeRequest,
} from '../../contract/auth';
import type { ContactRequest } from '../../contract/contactRequest';
import type { FlowStepReport } from '../../contract/flowEvents';
import { authDialogDefinition } from '../../machines/authDialogDefinition';
import { contactMachine } from '../../machines/contact';
import { googleSignInMachine } from '../../machines/googleSignIn';
import { loginMachine } from '../../machines/login';
import { type RegisterCall, signupMachine } from '../../machines/signup';
import type { createStepCollector } from '../../src/lib/visitorSteps/stepCollector';

export interface SimulatedVisit {
  /** The visit's random id, as a tab keeps it. */
  visit: string;
  /** What the visitor came for. */
  errand: Errand;
  /** The steps the collector reported, in order. */
  steps: FlowStepReport[];
}

export type Errand = 'sign up' | 'log in' | 'contact sales';

/** The share of visits per errand (the rest contact sales). */
const ERRANDS: [Errand, number][] = [
  ['sign up', 0.6],
  ['log in', 0.2],
  ['contact sales', 0.2],
];

/** A seeded source of numbers in [0, 1) (mulberry32): the same seed gives the same visitors. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const ID_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** One visitor's dice and time: waits move the simulated clock, so every step has a real duration. */
class Visitor {
  readonly clock = new SimulatedClock();
  constructor(private readonly random: () => number) {}
  chance(share: number): boolean {
    return this.random() < share;
  }
  /** A whole number of milliseconds between the bounds, in tenths of a second. */
  between(fromMs: number, toMs: number): number {
    return Math.round((fromMs + this.random() * (toMs - fromMs)) / 100) * 100;
  }
  /** The visitor reads, types or waits: the clock moves on and due timers (a countdown) fire. */
  wait(fromS: number, toS: number): void {
    this.advance(this.between(fromS * 1000, toS * 1000));
  }
  /** A tenth of a second at a time: the simulated clock fires only timers already set when it moves. */
  advance(ms: number): void {
    for (let left = ms; left > 0; left -= 100) this.clock.increment(Math.min(100, left));
  }
  id(): string {
    return Array.from({ length: 22 }, () => ID_LETTERS[Math.floor(this.random() * ID_LETTERS.length)]).join(
      '',
    );
  }
  pick<T>(choices: [T, number][]): T {
    let roll = this.random();
    for (const [choice, share] of choices) {
      roll -= share;
      if (roll < 0) return choice;
    }
    return (choices.at(-1) as [T, number])[0];
  }
}

/** Lets the simulated server's answers arrive and the machines take them. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A call to the simulated server: it takes `fromMs`–`toMs` on the clock, then answers or fails. */
function serverCall<Output, Input>(
  visitor: Visitor,
  [fromMs, toMs]: [number, number],
  answer: (input: Input) => Output,
) {
  return fromPromise<Output, Input>(async ({ input }) => {
    await Promise.resolve();
    visitor.advance(visitor.between(fromMs, toMs));
    return answer(input);
  });
}

const refused = (message: string) => Object.assign(new Error(message), { response: { data: { message } } });
const WRONG_CODE = '000000';
const RIGHT_CODE = '482913';
const signedIn = (email: string) => ({
  token: 'simulated',
  id: 1,
  firstname: 'Sam',
  lastname: 'Visitor',
  email,
  user_onboarding: '{"finishedOnboarding":true}',
});

/** The auth dialog as the site composes it, its cards answered by the simulated server. */
function authDialogFor(visitor: Visitor) {
  const signup = signupMachine.provide({
    actors: {
      sendVerifyCode: serverCall<unknown, SendVerifyCodeRequest>(visitor, [300, 2_500], () => {
        if (visitor.chance(0.03)) throw refused('Email service is temporarily unavailable');
        return {};
      }),
      checkVerifyCode: serverCall<unknown, CheckVerifyCodeRequest>(visitor, [200, 900], (input) => {
        if (input.vuid !== RIGHT_CODE) throw refused('Incorrect verification code');
        return {};
      }),
      register: serverCall<AuthResponse, RegisterCall>(visitor, [400, 1_500], (input) => {
        if (visitor.chance(0.04)) throw refused('This email is already registered');
        return signedIn(input.email);
      }),
    },
  });
  const login = loginMachine.provide({
    actors: {
      loginRequest: serverCall<AuthResponse, LoginRequest>(visitor, [300, 1_200], (input) => {
        if (input.password !== 'right') throw refused('Incorrect email or password');
        return signedIn(input.email);
      }),
    },
  });
  return authDialogDefinition.provide({
    actors: { signup, login, googleSignIn: googleSignInMachine },
  });
}

const childOf = (parent: AnyActorRef, id: string): AnyActorRef => {
  const child = (parent.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children[id];
  if (!child) throw new Error(`the auth dialog shows no ${id} card`);
  return child;
};
const isIn = (actor: AnyActorRef, state: unknown) =>
  (actor.getSnapshot() as { matches(s: unknown): boolean }).matches(state);

/**
 * Sign-up: 30 % leave before asking for a code; of those who ask, some never find the e-mail, some
 * wait out the countdown and ask again, about a quarter type the code wrong first, and a few give up
 * at the password.
 */
async function signUp(visitor: Visitor, dialog: AnyActorRef, email: string) {
  dialog.send({ type: 'auth.show', mode: 'signup' });
  await settle();
  const signup = childOf(dialog, 'signup');
  visitor.wait(4, 40);
  if (visitor.chance(0.3)) return;
  const sendCode = async () => {
    signup.send({ type: 'signup.code.send', email });
    await settle();
    return isIn(signup, { step1: { countdown: 'running' } });
  };
  if (!(await sendCode())) {
    visitor.wait(3, 10);
    if (visitor.chance(0.5) || !(await sendCode())) return;
  }
  // Waiting for the e-mail: past 60 s the countdown has ended, and some ask for another code.
  visitor.wait(8, 150);
  if (isIn(signup, { step1: { countdown: 'stopped' } }) && visitor.chance(0.3)) {
    await sendCode();
    visitor.wait(8, 50);
  }
  if (visitor.chance(0.18)) return;
  if (visitor.chance(0.25)) {
    signup.send({ type: 'signup.continue', email, code: WRONG_CODE });
    await settle();
    visitor.wait(5, 25);
    if (visitor.chance(0.2)) return;
  }
  signup.send({ type: 'signup.continue', email, code: RIGHT_CODE });
  await settle();
  visitor.wait(8, 45);
  if (visitor.chance(0.08)) return;
  signup.send({ type: 'signup.submit', email, password: 'a long enough password' });
  await settle();
}

/** Log in: most get in at once, a quarter mistype the password and half of those try again. */
async function logIn(visitor: Visitor, dialog: AnyActorRef, email: string) {
  dialog.send({ type: 'auth.show', mode: 'login' });
  await settle();
  const login = childOf(dialog, 'login');
  visitor.wait(5, 25);
  if (visitor.chance(0.12)) return;
  const mistyped = visitor.chance(0.25);
  login.send({ type: 'login.submit', email, password: mistyped ? 'wrong' : 'right' });
  await settle();
  if (!mistyped) return;
  visitor.wait(4, 15);
  if (visitor.chance(0.5)) return;
  login.send({ type: 'login.submit', email, password: 'right' });
  await settle();
}

/** Contact sales: a third close the form unsent; the rest send it, and a few sends fail. */
async function contactSales(visitor: Visitor, options: ActorOptions, email: string) {
  const contact = createActor(
    contactMachine.provide({
      actors: {
        submitContact: serverCall<unknown, ContactRequest>(visitor, [400, 2_000], () => {
          if (visitor.chance(0.03)) throw refused('Service unavailable');
          return { id: 1, message: 'Contact request received' };
        }),
      },
    }),
    options,
  ).start();
  contact.send({ type: 'contact.open' });
  visitor.wait(15, 120);
  if (!visitor.chance(0.33)) {
    contact.send({
      type: 'contact.submit',
      firstname: 'Sam',
      lastname: 'Visitor',
      email,
      phone_number: '(+1) 2025550123',
    });
    await settle();
    visitor.wait(5, 60);
  }
  contact.send({ type: 'contact.close' });
  contact.stop();
}

type ActorOptions = { clock: SimulatedClock; inspect: (event: InspectionEvent) => void };

export interface SimulationOptions {
  seed: number;
  visits: number;
  /** The site's collector (src/lib/visitorSteps/stepCollector.ts), handed in: it reads the build's configuration. */
  createCollector: typeof createStepCollector;
}

/** The visits, each with the steps the site's collector reported for it. */
export async function simulateVisits({
  seed,
  visits,
  createCollector,
}: SimulationOptions): Promise<SimulatedVisit[]> {
  const random = seededRandom(seed);
  const simulated: SimulatedVisit[] = [];
  for (let index = 0; index < visits; index++) {
    const visitor = new Visitor(random);
    const visit = visitor.id();
    const collector = createCollector({ now: () => visitor.clock.now() });
    const errand = visitor.pick(ERRANDS);
    const email = `visitor-${index}@example.com`;
    const options: ActorOptions = { clock: visitor.clock, inspect: collector.observe };
    if (errand === 'contact sales') await contactSales(visitor, options, email);
    else {
      const dialog = createActor(authDialogFor(visitor), {
        ...options,
        input: { googleConfigured: false },
      }).start();
      if (errand === 'sign up') await signUp(visitor, dialog, email);
      else await logIn(visitor, dialog, email);
      // Half of those who stop close the dialog; the others leave the page with it open.
      if (isIn(dialog, 'open') && visitor.chance(0.5)) dialog.send({ type: 'auth.close' });
      dialog.stop();
    }
    simulated.push({ visit, errand, steps: collector.takeBatches().flat() });
  }
  return simulated;
}
