import { cleanup, render, screen } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Link as RouterLink } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link, useLocation, useNavigate, type LinkProps } from './router-stand-in.ts';

// act() waits for the re-renders, as React's own tests do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

const PAGE = '/privacy-policy';

beforeEach(() => window.history.replaceState(null, '', PAGE));

/** The HTML React Router's own Link writes for the same props, on the same page. */
function routerMarkup(props: LinkProps): string {
  const Stub = createRoutesStub([{ path: '*', Component: () => <RouterLink {...props} /> }]);
  const html = renderToString(<Stub initialEntries={[PAGE]} />);
  return html.replace(/<!--.*?-->/g, '');
}

describe('the router stand-in of the islands build', () => {
  it.each<[string, LinkProps]>([
    ['a path', { to: '/hi', children: 'होम' }],
    ['a path with anchor props', { to: '/emi-calculator', className: 'nav', 'aria-current': 'page', onClick: () => undefined, children: 'EMI' }],
    ['the language toggle', { to: '/hi/privacy-policy', hrefLang: 'hi', lang: 'hi', className: 'language-toggle', children: 'हिंदी' }],
    ['a hash on this page', { to: { hash: '#myaccount' }, children: 'My Account' }],
    ['a path and a query', { to: { pathname: '/resources/search', search: '?q=emi' }, children: 'Search' }],
  ])('ISLAND-003: a link to %s is written as React Router writes it, so it hydrates unchanged', (_name, props) => {
    expect(renderToString(<Link {...props} />)).toBe(routerMarkup(props));
  });

  function Address({ children }: { readonly children?: ReactNode }) {
    const { pathname, search, hash } = useLocation();
    return (
      <p>
        {`${pathname}|${search}|${hash}`}
        {children}
      </p>
    );
  }

  it('ISLAND-003: a reader mounted after the address changed unheard (no reader was listening) reads the address itself', () => {
    const first = render(<Address />);
    expect(screen.getByText(`${PAGE}||`)).toBeTruthy();
    first.unmount();
    // No event: with no reader mounted, nothing told the stand-in.
    window.history.replaceState(null, '', `${PAGE}?tab=used`);
    render(<Address />);
    expect(screen.getByText(`${PAGE}|?tab=used|`)).toBeTruthy();
  });

  it('ISLAND-003: the address is re-read when its hash changes, as a #myaccount link does', async () => {
    render(<Address />);
    expect(screen.getByText(`${PAGE}||`)).toBeTruthy();
    await act(async () => {
      window.history.replaceState(null, '', `${PAGE}#myaccount`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByText(`${PAGE}||#myaccount`)).toBeTruthy();
  });

  it('ISLAND-003: a navigation within the page changes the address through the history, in place, and re-renders its readers', async () => {
    let navigate: ReturnType<typeof useNavigate> | undefined;
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    window.history.replaceState(null, '', `${PAGE}?ref=sms#myaccount`);
    render(
      <Address>
        <Navigator />
      </Address>,
    );
    const entries = window.history.length;
    // LoginGate closing the login: the hash goes, with no reload and no new history entry.
    await act(() => navigate?.({ pathname: PAGE, search: '?ref=sms', hash: '' }, { replace: true }));
    expect(window.location.href).toBe(`${window.location.origin}${PAGE}?ref=sms`);
    expect(window.history.length).toBe(entries);
    expect(screen.getByText(`${PAGE}|?ref=sms|`)).toBeTruthy();
    // Without replace, a new entry.
    await act(() => navigate?.({ hash: '#myaccount' }));
    expect(window.history.length).toBe(entries + 1);
    expect(screen.getByText(`${PAGE}||#myaccount`)).toBeTruthy();
  });
});
