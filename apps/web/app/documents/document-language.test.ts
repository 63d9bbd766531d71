import { describe, expect, it, vi } from 'vitest';
import { journeyServices } from '../journey/journey-api.ts';
import { sanctionLetterLoader } from './sanction-letter.ts';

const FILE = { _file: 'JVBERg==', fileName: 'letter.pdf', mimeType: 'application/pdf' };

describe('document downloads in the page language', () => {
  it('PDF-001: a Hindi page asks for the Hindi sanction letter, an English page for the English one', async () => {
    const sanctionDownload = vi.fn(async () => ({ data: FILE, message: '' }));
    const client = { sanctionDownload } as unknown as Parameters<typeof sanctionLetterLoader>[0];
    await sanctionLetterLoader(client, 'hi')('LN-1');
    await sanctionLetterLoader(client, 'en')('LN-2');
    expect(sanctionDownload.mock.calls).toEqual([[{ params: { id: 'LN-1' }, query: { lang: 'hi' } }], [{ params: { id: 'LN-2' }, query: { lang: 'en' } }]]);
  });

  it('PDF-001: the journey asks for the KFS PDF in the page language', async () => {
    const journeyKfsDownload = vi.fn(async () => ({ data: FILE, message: '' }));
    const services = journeyServices({ journeyKfsDownload } as unknown as Parameters<typeof journeyServices>[0]);
    expect(await services.keyFactStatementPdf({ draftId: 'JRN-1', lenderId: 3, language: 'hi' })).toEqual(FILE);
    expect(journeyKfsDownload).toHaveBeenCalledWith({ params: { id: 'JRN-1', lenderId: 3 }, query: { lang: 'hi' } });
  });
});
