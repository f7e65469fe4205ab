import type { AnyActorRef } from 'xstate';
import type { AppActors } from '@/lib/state/appActors';
import type { ToastType } from '@/lib/ui/toast';

export interface ScreenToast {
  message: string;
  type: ToastType;
}

/**
 * What the lab hands its framed screen (screen/frame.html): the lab's own actors, as JS objects (the
 * frame is a window of the same origin), so the site's components in the frame subscribe to them
 * directly and nothing is serialised.
 */
export interface ScreenFeed {
  machineId: string;
  /** The lab's actor; what the screen sends to it goes through the lab's timeline. */
  actor: AnyActorRef;
  /** The app-wide actors the site's components reach, the lab's actor among them in its place. */
  actors: AppActors;
  /** Changes when the screen is drawn afresh: after an event the lab sent from outside it. */
  drawing: string;
  /**
   * The drawing's event is a press of a button beside the card's form (Google's): the press took
   * the focus from the field the card had put it in, and the field checks itself as it loses it.
   */
  pressedBesideForm: boolean;
  /** The toasts the shown step raised on the site; a new `key` clears those shown before. */
  toasts: { key: number; list: readonly ScreenToast[] };
}

export interface ScreenChannel {
  current(): ScreenFeed | null;
  subscribe(listener: () => void): () => void;
  publish(feed: ScreenFeed): void;
}

export function createScreenChannel(): ScreenChannel {
  let feed: ScreenFeed | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => feed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(next) {
      feed = next;
      for (const listener of listeners) listener();
    },
  };
}

/** The property of the <iframe> element that carries the channel: the frame reads it as window.frameElement. */
const CHANNEL_PROPERTY = 'labScreenChannel';

export function attachScreenChannel(frame: HTMLIFrameElement, channel: ScreenChannel): void {
  Object.assign(frame, { [CHANNEL_PROPERTY]: channel });
}

/** The channel of the lab that frames this window, if a lab frames it. */
export function screenChannelOfParent(): ScreenChannel | undefined {
  const frame = window.frameElement as (Element & { [CHANNEL_PROPERTY]?: ScreenChannel }) | null;
  return frame?.[CHANNEL_PROPERTY];
}
