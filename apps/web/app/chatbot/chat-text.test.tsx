import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatText, chatTextParts } from './chat-text.tsx';

afterEach(cleanup);

describe('chat answer text', () => {
  it('turns a markdown source link into a link and keeps the text around it', () => {
    expect(chatTextParts('See [EMI FAQs](/resources/faq/personal-loan).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', label: 'EMI FAQs', href: '/resources/faq/personal-loan' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('links bare site paths and web addresses but not fractions or words with slashes', () => {
    expect(chatTextParts('Read /resources/faq or https://rinn.in/emi-calculator. Open 24/7, and/or later.')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', label: '/resources/faq', href: '/resources/faq' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', label: 'https://rinn.in/emi-calculator', href: 'https://rinn.in/emi-calculator' },
      { kind: 'text', text: '. Open 24/7, and/or later.' },
    ]);
  });

  it('never treats a link to another scheme as a link', () => {
    const parts = chatTextParts('[click](javascript:alert(1)) <b>bold</b>');
    expect(parts.every((part) => part.kind === 'text')).toBe(true);
    expect(parts.map((part) => (part.kind === 'text' ? part.text : '')).join('')).toBe('[click](javascript:alert(1)) <b>bold</b>');
  });

  it('renders site paths as router links and other addresses in a new tab, markup as text', async () => {
    const Stub = createRoutesStub([{ path: '/', Component: () => <ChatText text={'<b>EMI</b> [FAQ](/resources/faq) https://example.org/a'} /> }]);
    render(<Stub initialEntries={['/']} />);
    expect((await screen.findByRole('link', { name: 'FAQ' })).getAttribute('href')).toBe('/resources/faq');
    const external = screen.getByRole('link', { name: 'https://example.org/a' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('<b>EMI</b>', { exact: false })).toBeTruthy();
  });
});
