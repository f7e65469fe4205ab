import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lockScroll, unlockScroll } from '../../../../src/lib/ui/scrollLock';

/** Runs the next animation frame and the task after it, where the lock takes hold. */
const nextFrameAndTask = () => vi.advanceTimersByTime(50);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  document.body.style.overflow = 'auto';
  document.body.style.paddingRight = '';
});

afterEach(() => {
  // Give back every lock a failed test may have left.
  for (let i = 0; i < 5; i++) unlockScroll();
  vi.useRealTimers();
});

describe('the scroll lock', () => {
  it('takes hold after the next frame, not in the task that asks for it', () => {
    lockScroll();
    expect(document.body.style.overflow).toBe('auto');
    nextFrameAndTask();
    expect(document.body.style.overflow).toBe('hidden');
    unlockScroll();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('never takes hold when the dialog closes before its frame', () => {
    lockScroll();
    unlockScroll();
    nextFrameAndTask();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('holds while any dialog that asked for it is open', () => {
    lockScroll();
    lockScroll();
    nextFrameAndTask();
    unlockScroll();
    expect(document.body.style.overflow).toBe('hidden');
    unlockScroll();
    expect(document.body.style.overflow).toBe('auto');
  });

  it("keeps the scrollbar's room on the body and on MUI's fixed elements", () => {
    const header = document.createElement('header');
    header.className = 'mui-fixed';
    header.style.paddingRight = '4px';
    document.body.append(header);
    const width = vi
      .spyOn(document.documentElement, 'clientWidth', 'get')
      .mockReturnValue(window.innerWidth - 15);
    lockScroll();
    nextFrameAndTask();
    expect(document.body.style.paddingRight).toBe('15px');
    expect(header.style.paddingRight).toBe('19px');
    unlockScroll();
    expect(document.body.style.paddingRight).toBe('');
    expect(header.style.paddingRight).toBe('4px');
    width.mockRestore();
    header.remove();
  });
});
