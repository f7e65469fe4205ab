import { PublishedView } from '@/flow-lab/publishedView';
import {
  LAB_CHANNEL,
  type LabMessage,
  type LiveActorState,
  type SiteMessage,
} from '@/lib/flowLabLink/protocol';

const MAX_LOG = 200;

export interface LiveActor {
  key: string;
  state: LiveActorState;
  /** The snapshots seen, newest last (bounded): the actor's history while the lab watched. */
  history: LiveActorState[];
  /** The tab said goodbye (navigated away or closed): the last snapshot stays. */
  gone: boolean;
}

export interface LiveView {
  actors: readonly LiveActor[];
}

const keyOf = (state: { tab: string; sessionId: string }) => `${state.tab}:${state.sessionId}`;

/** The lab's side of live attach: the actors of every linked tab, as they change. */
export class LiveActors {
  private channel: BroadcastChannel | null = null;
  private actors = new Map<string, LiveActor>();
  private readonly published = new PublishedView<LiveView>({ actors: [] });

  connect(): () => void {
    const channel = new BroadcastChannel(LAB_CHANNEL);
    this.channel = channel;
    channel.onmessage = ({ data }: MessageEvent<SiteMessage>) => this.receive(data);
    this.post({ kind: 'hello' });
    return () => {
      channel.close();
      this.channel = null;
    };
  }

  subscribe = this.published.subscribe;
  getView = this.published.getView;

  send(actor: LiveActorState, event: { type: string; [key: string]: unknown }): void {
    this.post({ kind: 'send', tab: actor.tab, sessionId: actor.sessionId, event });
  }

  private post(message: LabMessage) {
    this.channel?.postMessage(message);
  }

  private receive(message: SiteMessage) {
    // Other labs' messages (hello, send) travel on the same channel: they are not for a lab.
    if (message.kind === 'bye') {
      for (const [key, actor] of this.actors)
        if (actor.state.tab === message.tab) this.actors.set(key, { ...actor, gone: true });
    } else if (message.kind === 'actor') {
      const key = keyOf(message.actor);
      const before = this.actors.get(key);
      // A snapshot re-sent for a lab that just said hello is not a new step of the history.
      const repeated = before && message.actor.event === null;
      const history = repeated ? before.history : [...(before?.history ?? []), message.actor].slice(-MAX_LOG);
      this.actors.set(key, { key, state: message.actor, history, gone: false });
    } else return;
    this.published.publish({ actors: [...this.actors.values()] });
  }
}
