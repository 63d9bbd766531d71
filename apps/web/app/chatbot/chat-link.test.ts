import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressWithoutChatRequest, asksForChat, chatLinkHref } from './chat-link.ts';

describe('the chat launcher as a link', () => {
  it('HYDRATE-010: the link leads to the contact page in the page language and asks for the chat', () => {
    expect(chatLinkHref('en')).toBe('/contact-us?chat=open');
    expect(chatLinkHref('hi')).toBe('/hi/contact-us?chat=open');
    expect(asksForChat(new URL(chatLinkHref('hi'), 'https://rinn.in').search)).toBe(true);
    for (const search of ['', '?chat=closed', '?chatting=open', '?tab=used']) expect(asksForChat(search), search).toBe(false);
  });

  it('HYDRATE-010: dropping the request keeps the path, every other query parameter in order, and the hash', () => {
    const word = fc.stringMatching(/^[a-z]{1,6}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(word.filter((name) => name !== 'chat'), word), { maxLength: 4 }), fc.nat({ max: 4 }), fc.option(word, { nil: undefined }), (rest, at, hash) => {
        const params = [...rest];
        params.splice(Math.min(at, params.length), 0, ['chat', 'open']);
        const url = new URL(`https://rinn.in/emi-calculator?${new URLSearchParams(params).toString()}${hash === undefined ? '' : `#${hash}`}`);
        const left = new URLSearchParams(rest).toString();
        expect(addressWithoutChatRequest(url)).toBe(`/emi-calculator${left === '' ? '' : `?${left}`}${hash === undefined ? '' : `#${hash}`}`);
      }),
    );
  });
});
