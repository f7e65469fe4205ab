import { describe, expect, it, vi } from 'vitest';
import { PublishedView } from '../../../src/flow-lab/publishedView';

describe('PublishedView', () => {
  it('gives the first view until another is published, then tells each listener once', () => {
    const published = new PublishedView({ count: 0 });
    const listener = vi.fn();
    published.subscribe(listener);
    expect(published.getView()).toEqual({ count: 0 });
    published.publish({ count: 1 });
    expect(published.getView()).toEqual({ count: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops telling a listener that unsubscribed', () => {
    const published = new PublishedView('first');
    const listener = vi.fn();
    const unsubscribe = published.subscribe(listener);
    unsubscribe();
    published.publish('second');
    expect(listener).not.toHaveBeenCalled();
  });
});
