import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberChatDismissed } from './chat-dismissal.ts';
import { ChatLauncher } from './ChatLauncher.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.sessionStorage.clear();
});

function renderShell(page: () => ReactNode = () => null) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          {page()}
          <ChatLauncher />
        </>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

describe('chat launcher in the site shell', () => {
  it('shows only the button until the visitor opens the chat, then loads the widget with focus in it', async () => {
    renderShell();
    const launcher = await screen.findByRole('button', { name: 'Chat with us' });
    expect(launcher.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(launcher);
    // The panel's shell answers the tap at once, busy while the widget's code loads.
    expect(screen.getByRole('dialog', { name: 'Rinn Assistant' }).getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('button', { name: 'Start chat' }, { timeout: 5_000 });
    const dialog = screen.getByRole('dialog', { name: 'Rinn Assistant' });
    expect(dialog.getAttribute('aria-busy')).toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(true);
  }, 15_000);

  it('CHATBOT-001: after 30 s without page activity the chat opens by itself', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderShell();
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Chat with us' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(29_000));
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    await act(async () => vi.advanceTimersByTime(29_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1_000));
    vi.useRealTimers();
    await screen.findByRole('button', { name: 'Start chat' }, { timeout: 5_000 });
    const dialog = screen.getByRole('dialog', { name: 'Rinn Assistant' });
    expect(dialog.contains(document.activeElement)).toBe(false);
  }, 15_000);

  it('CHATBOT-001: it never opens by itself over a form or a result the page marks, and the visitor can still open it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderShell(() => (
      <section data-chat-stays-closed="">
        <h1>Your loan offers</h1>
      </section>
    ));
    await act(async () => vi.advanceTimersByTime(120_000));
    vi.useRealTimers();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    await screen.findByRole('dialog', { name: 'Rinn Assistant' }, { timeout: 5_000 });
  }, 15_000);

  it('CHATBOT-001: once the visitor has closed the chat in this tab it no longer opens by itself', async () => {
    rememberChatDismissed();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderShell();
    await act(async () => vi.advanceTimersByTime(120_000));
    vi.useRealTimers();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toBeTruthy();
  });
});
