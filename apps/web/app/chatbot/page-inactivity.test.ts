import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchPageInactivity } from './page-inactivity.ts';

const IDLE_MS = 30_000;

describe('page inactivity watch of the chat launcher', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<input id="amount" /><input id="tenure" /><button id="go">Go</button>';
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('CHATBOT-001: opens once after 30 s without page activity', () => {
    const onIdle = vi.fn();
    stop = watchPageInactivity(document, IDLE_MS, onIdle);
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(IDLE_MS * 3);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('CHATBOT-001: any activity starts the 30 s wait again', () => {
    const onIdle = vi.fn();
    stop = watchPageInactivity(document, IDLE_MS, onIdle);
    for (const type of ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart', 'pointermove']) {
      vi.advanceTimersByTime(IDLE_MS - 1_000);
      document.getElementById('go')!.dispatchEvent(new Event(type, { bubbles: type !== 'scroll' }));
    }
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(IDLE_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('CHATBOT-001: never opens while an input has focus, and waits 30 s afresh once it loses focus', () => {
    const onIdle = vi.fn();
    stop = watchPageInactivity(document, IDLE_MS, onIdle);
    const amount = document.getElementById('amount') as HTMLInputElement;
    const tenure = document.getElementById('tenure') as HTMLInputElement;
    amount.focus();
    vi.advanceTimersByTime(IDLE_MS * 4);
    // Tabbing from one field to the next keeps the chat closed.
    tenure.focus();
    vi.advanceTimersByTime(IDLE_MS * 4);
    expect(onIdle).not.toHaveBeenCalled();
    tenure.blur();
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('CHATBOT-001: a field that already has focus when the watch starts holds it too', () => {
    (document.getElementById('amount') as HTMLInputElement).focus();
    const onIdle = vi.fn();
    stop = watchPageInactivity(document, IDLE_MS, onIdle);
    vi.advanceTimersByTime(IDLE_MS * 2);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('stops watching when told to', () => {
    const onIdle = vi.fn();
    watchPageInactivity(document, IDLE_MS, onIdle)();
    document.getElementById('go')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(IDLE_MS * 2);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
