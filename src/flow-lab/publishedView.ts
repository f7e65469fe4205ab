/**
 * A view React reads with useSyncExternalStore: the one last published, and the listeners told of
 * each next one.
 */
export class PublishedView<View> {
  private listeners = new Set<() => void>();

  constructor(private view: View) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getView = (): View => this.view;

  publish(view: View) {
    this.view = view;
    for (const listener of this.listeners) listener();
  }
}
