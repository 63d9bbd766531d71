import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDetailsMenu } from './use-disclosure.ts';

afterEach(cleanup);

function Menu() {
  const menu = useDetailsMenu();
  return (
    <>
      <details ref={menu.detailsRef}>
        <summary>Login</summary>
        <a href="#myaccount">As a Customer</a>
      </details>
      <p>Elsewhere</p>
    </>
  );
}

function details(): HTMLDetailsElement {
  const element = screen.getByText('Login').closest('details');
  if (element === null) throw new Error('no details element');
  return element;
}

describe('a details menu', () => {
  // The browser opens the menu at once; React hears of it a task later. A key pressed in between
  // must still close it (a fast Escape after a tap).
  it('closes on an Escape pressed before React has seen it open, and focuses its summary', () => {
    render(<Menu />);
    details().open = true;
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(details().open).toBe(false);
    expect(document.activeElement).toBe(screen.getByText('Login'));
  });

  it('closes on a press outside it, and stays open on a press inside it', () => {
    render(<Menu />);
    details().open = true;
    fireEvent.pointerDown(screen.getByText('As a Customer'));
    expect(details().open).toBe(true);
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(details().open).toBe(false);
  });

  it('leaves a closed menu and the focus alone on Escape', () => {
    render(<Menu />);
    const elsewhere = screen.getByText('Elsewhere');
    elsewhere.tabIndex = -1;
    elsewhere.focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(details().open).toBe(false);
    expect(document.activeElement).toBe(elsewhere);
  });
});
