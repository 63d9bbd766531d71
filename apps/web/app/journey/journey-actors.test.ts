import { createActor, toPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { journeyActors, type JourneyServices } from './journey-actors.ts';

afterEach(() => vi.restoreAllMocks());

const PDF_BASE64 = btoa('%PDF-1.7\n%%EOF\n');

function servicesWith(overrides: Partial<JourneyServices>): JourneyServices {
  const notCalled = () => Promise.reject(new Error('not called in this test'));
  return {
    loadDraft: notCalled,
    saveStep: notCalled,
    fetchOffers: notCalled,
    createApplication: notCalled,
    keyFactStatement: notCalled,
    keyFactStatementPdf: notCalled,
    ...overrides,
  };
}

const client = { otpSend: vi.fn(), otpVerify: vi.fn() };

describe('journey actors', () => {
  it('APPJ-009: the KFS PDF is asked for in the page’s language and saved under the server’s file name', async () => {
    const asked: unknown[] = [];
    const services = servicesWith({
      keyFactStatementPdf: async (query) => {
        asked.push(query);
        return { _file: PDF_BASE64, fileName: 'KFS-d1-7.pdf', mimeType: 'application/pdf' };
      },
    });
    const saved: { name: string; type: string }[] = [];
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((value) => {
      blob = value as Blob;
      return 'blob:kfs';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, type: blob?.type ?? '' });
    });

    const actors = journeyActors(client, services, () => undefined, 'hi');
    await toPromise(createActor(actors.downloadKeyFactStatement, { input: { draftId: 'd1', lenderId: 7 } }).start());

    expect(asked).toEqual([{ draftId: 'd1', lenderId: 7, language: 'hi' }]);
    expect(saved).toEqual([{ name: 'KFS-d1-7.pdf', type: 'application/pdf' }]);
    expect(new TextDecoder().decode(new Uint8Array(await blob!.arrayBuffer()))).toBe('%PDF-1.7\n%%EOF\n');
  });

  it('APPJ-009: the statement itself is the server’s, for the offer the machine names', async () => {
    const keyFactStatement = vi.fn(async () => ({ reference: 'd1' }) as never);
    const actors = journeyActors(client, servicesWith({ keyFactStatement }), () => undefined, 'en');
    await toPromise(createActor(actors.loadKeyFactStatement, { input: { draftId: 'd1', lenderId: 7 } }).start());
    expect(keyFactStatement).toHaveBeenCalledWith({ draftId: 'd1', lenderId: 7 });
  });
});
