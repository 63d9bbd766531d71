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

function renderShell(page: () => ReactNode = () => null, at = '/') {
  const Stub = createRoutesStub([
    {
      path: at.split('?')[0] ?? at,
      Component: () => (
        <>
          {page()}
          <ChatLauncher />
        </>
      ),
    },
  ]);
  return render(<Stub initialEntries={[at]} />);
}

describe('chat launcher in the site shell', () => {
  it('HYDRATE-010: the launcher is a link to the contact page asking for the chat, in the page language', async () => {
    renderShell();
    expect((await screen.findByRole('link', { name: 'Chat with us' })).getAttribute('href')).toBe('/contact-us?chat=open');
    cleanup();
    renderShell(() => null, '/hi/used-car-loan');
    expect((await screen.findByRole('link', { name: 'हमसे चैट करें' })).getAttribute('href')).toBe('/hi/contact-us?chat=open');
  });

  it('HYDRATE-010: a page opened with chat=open opens the chat, and the address drops the request, keeping the rest', async () => {
    window.history.replaceState(null, '', '/contact-us?utm_source=x&chat=open#form');
    try {
      renderShell(() => null, '/contact-us?utm_source=x&chat=open');
      await screen.findByRole('dialog', { name: 'Rinn Assistant' }, { timeout: 5_000 });
      expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/contact-us?utm_source=x#form');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  }, 15_000);

  it('shows only the button until the visitor opens the chat, then loads the widget with focus in it', async () => {
    renderShell();
    const launcher = await screen.findByRole('link', { name: 'Chat with us' });
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
    expect(screen.getByRole('link', { name: 'Chat with us' })).toBeTruthy();
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
    fireEvent.click(screen.getByRole('link', { name: 'Chat with us' }));
    await screen.findByRole('dialog', { name: 'Rinn Assistant' }, { timeout: 5_000 });
  }, 15_000);

  it('CHATBOT-001: once the visitor has closed the chat in this tab it no longer opens by itself', async () => {
    rememberChatDismissed();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderShell();
    await act(async () => vi.advanceTimersByTime(120_000));
    vi.useRealTimers();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Chat with us' })).toBeTruthy();
  });
});
