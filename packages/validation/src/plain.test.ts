import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { EMAIL_PATTERN, isValidEmail } from './email.js';
import { DOMAIN_PATTERN, isValidUrl } from './text.js';

// The plain validators copy two of zod's patterns and its URL check so that they need no zod;
// these tests keep the copies equal to zod's, so both entry points agree.
const zodWebAddress = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

describe('plain validators agree with zod', () => {
  it('VAL-EMAIL-001, VAL-URL-001: the copied email and domain patterns are zod’s own', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(DOMAIN_PATTERN.source).toBe(z.regexes.domain.source);
  });

  test.prop([fc.oneof(fc.webUrl(), fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string(), fc.constantFrom('http://localhost', 'ftp://example.in', ' https://example.in ', 'https://a.b', 'https://ex ample.in'))])(
    'VAL-URL-001: isValidUrl accepts exactly what zod’s url check accepts',
    (value) => {
      expect(isValidUrl(value)).toBe(zodWebAddress.safeParse(value).success);
    },
  );

  test.prop([fc.oneof(fc.emailAddress(), fc.string())])('VAL-EMAIL-001: isValidEmail accepts exactly what zod’s email pattern accepts', (value) => {
    expect(isValidEmail(value)).toBe(z.regexes.email.test(value));
  });
});
