import { ROUTES, ROUTE_EXAMPLES, sanctionDocumentId } from '@rinn/contract';
import { formatIndianNumber } from '@rinn/format';
import { emi } from '@rinn/loan-math';
import { KFS_LABELS } from '@rinn/offers';
import { fc } from '@fast-check/vitest';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, customers, payoutRecords } from '../src/db/schema.js';
import { SealedBox } from '../src/http/sealed-box.js';
import { DocumentsService, LINK_KEY_LIFETIMES } from '../src/modules/documents/documents-service.js';
import { sanctionFigures } from '../src/modules/documents/sanction-letter-pdf.js';
import { notoDevanagari, pdfFonts, pdfLines, pdfText } from './pdf-text.js';
import { DEMO_MOBILE, TEST_SECRETS, authHeaders, json, login, startTestServer, type TestServer } from './helpers.js';

type Card = { id: string; loanId: string | null; systemId: number; leadStatus: string; product: string };

describe('documents and payouts', () => {
  let server: TestServer;
  let demo: Awaited<ReturnType<typeof login>>;
  let sanctioned: Card;
  let documents: DocumentsService;

  beforeAll(async () => {
    server = await startTestServer();
    demo = await login(server.app, DEMO_MOBILE);
    const cards = json(await server.app.inject({ method: 'GET', url: '/api/application', headers: authHeaders(demo) })).data.applications as Card[];
    sanctioned = cards.find((card) => card.leadStatus === 'Completed')!;
    documents = new DocumentsService(server.database.db, server.clock, TEST_SECRETS.tokenSecret);
  });
  afterAll(() => server.close());

  const download = (id: string, session = demo) =>
    server.app.inject({ method: 'GET', url: `/api/sanction/download/${encodeURIComponent(id)}`, headers: authHeaders(session) });

  it('DOC-001: the sanction letter is a PDF generated from the sanctioned offer, stating amount, EMI, APR and lender', async () => {
    const id = sanctionDocumentId(sanctioned)!;
    expect(id).toBe(sanctioned.loanId);
    const response = await download(id);
    expect(response.statusCode, response.body).toBe(200);
    const file = json<{ _file: string; fileName: string; mimeType: string }>(response).data;
    expect(file.fileName).toBe(`sanction-letter-${sanctioned.loanId}.pdf`);
    expect(file.mimeType).toBe('application/pdf');
    expect(Buffer.from(file._file, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(Buffer.from(file._file, 'base64'));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Sanction letter ${sanctioned.loanId}`);

    const text = await pdfText(file._file);
    const detail = json<{ offers: unknown[] }>(await server.app.inject({ method: 'GET', url: `/api/application/${sanctioned.id}`, headers: authHeaders(demo) })).data;
    const offer = detail.offers[0] as { loanAmount: number; roi: number; tenure: number; lenderName: string; processingFee: number };
    const figures = sanctionFigures({ ...offer, reference: id, borrowerName: 'x', maskedMobile: 'x', productName: 'x', stampDuty: 300, serviceCharges: 885, valuationCharges: 943, sanctionedAt: new Date() });
    expect(text).toContain(`₹${formatIndianNumber(offer.loanAmount)}`);
    expect(text).toContain('₹6,50,000');
    expect(text).not.toContain('Rs.');
    expect(text).toContain(`₹${formatIndianNumber(emi({ principal: offer.loanAmount, annualRatePercent: offer.roi, months: offer.tenure }))}`);
    expect(text).toContain(`${figures.aprPercent.toFixed(2)}%`);
    expect(figures.aprPercent).toBeGreaterThan(offer.roi);
    expect(text).toContain(offer.lenderName);
    expect(text).toContain(`${offer.tenure} months`);
    expect(text).toContain('Aarav Sharma');
  });

  it('PDF-001: the Hindi sanction letter states every figure of the English one, in Hindi, drawn as HarfBuzz shapes it', async () => {
    const id = sanctionDocumentId(sanctioned)!;
    const letter = async (query: string) => {
      const response = await server.app.inject({ method: 'GET', url: `/api/sanction/download/${encodeURIComponent(id)}${query}`, headers: authHeaders(demo) });
      expect(response.statusCode, response.body).toBe(200);
      return (json<{ _file: string; fileName: string }>(response).data);
    };
    const [english, hindi] = [await letter('?lang=en'), await letter('?lang=hi')];
    expect(hindi.fileName).toBe(english.fileName);
    expect(await pdfText((await letter(''))._file)).toBe(await pdfText(english._file));
    const [en, hi] = [await pdfText(english._file), await pdfText(hindi._file)];
    expect(hi).toContain('मंज़ूरी पत्र');
    for (const key of ['kfsLender', 'kfsSanctioned', 'kfsNetDisbursed', 'kfsApr'] as const) expect(hi, key).toContain(KFS_LABELS.hi[key]);
    expect(hi).toContain('₹6,50,000');
    expect(hi).toContain('60 महीने');
    expect(hi).toContain('Aarav Sharma');
    const figures = (text: string) => text.match(/₹[\d,]+|[\d.]+%/g);
    expect(figures(hi)).toEqual(figures(en));
    expect(figures(en)!.length).toBeGreaterThanOrEqual(11);
    expect((await PDFDocument.load(Buffer.from(hindi._file, 'base64'))).getPageCount()).toBe(1);

    const lines = await pdfLines(hindi._file);
    const fonts = await pdfFonts(hindi._file);
    const faces = { regular: notoDevanagari('regular'), bold: notoDevanagari('bold') };
    expect(lines.some((line) => line.text.includes('ब्याज दर'))).toBe(true);
    for (const line of lines) {
      const face = line.font.includes('Bold') ? faces.bold : faces.regular;
      expect(line.glyphs.map((glyph) => fonts.get(line.font)!.getGlyph(glyph).path.toSVG()), line.text).toEqual(face.shape(line.text).map(face.outline));
    }
  });

  it('PDF-001: a sanction letter in a language other than en or hi answers 400 with a clear message', async () => {
    for (const query of ['?lang=fr', '?lang=', '?lang=english', '?lang=hi&lang=hi']) {
      const response = await server.app.inject({ method: 'GET', url: `/api/sanction/download/${encodeURIComponent(sanctionDocumentId(sanctioned)!)}${query}`, headers: authHeaders(demo) });
      expect(response.statusCode, query).toBe(400);
      expect(json(response).message, query).toContain("lang must be 'en' (English) or 'hi' (Hindi)");
    }
  });

  it('DOC-002 API-008: only the owner gets the letter; other ids and other customers get 404 with a clear message', async () => {
    const stranger = await login(server.app, '9123456782');
    const refused = await download(sanctionDocumentId(sanctioned)!, stranger);
    expect(refused.statusCode).toBe(404);
    expect(json(refused)).toMatchObject({ status: false, code: 'NOT_FOUND', message: 'No sanction letter is available for this application.' });
    // systemId 1 is fetched by loanId, not by id.
    expect((await download(sanctioned.id)).statusCode).toBe(404);
    const cards = json(await server.app.inject({ method: 'GET', url: '/api/application', headers: authHeaders(demo) })).data.applications as Card[];
    const unsanctioned = cards.find((card) => card.systemId !== 1)!;
    expect((await download(unsanctioned.id)).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `/api/sanction/download/${sanctioned.loanId}` })).statusCode).toBe(401);
  });

  it('DOC-002: lead documents are generated for their owner; a wrong type, id or owner answers 404', async () => {
    const docs = await documents.documentsOf(Number(sanctioned.id));
    expect(docs.map((doc) => doc.docType).sort()).toEqual(['repayment_schedule', 'sanction_letter']);
    const fetch = (body: object, session = demo) => server.app.inject({ method: 'POST', url: '/api/document/download', payload: body, headers: authHeaders(session) });
    const schedule = docs.find((doc) => doc.docType === 'repayment_schedule')!;
    const csv = await fetch({ leadsId: sanctioned.id, docId: String(schedule.id), docType: 'repayment_schedule' });
    expect(csv.statusCode, csv.body).toBe(200);
    const file = json<{ _file: string; fileName: string; mimeType: string }>(csv).data;
    expect(file.mimeType).toBe('text/csv');
    const lines = Buffer.from(file._file, 'base64').toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Month,Principal,Interest,EMI,Part-payment,Balance');
    expect(lines.filter((line) => !line.startsWith('Total')).length - 1).toBe(60);
    expect(lines.at(-2)!.endsWith(',0')).toBe(true);

    const letter = docs.find((doc) => doc.docType === 'sanction_letter')!;
    const pdf = await fetch({ leadsId: sanctioned.loanId, docId: String(letter.id), docType: 'sanction_letter' });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(json<{ _file: string }>(pdf).data._file)).toContain('₹6,50,000');

    const stranger = await login(server.app, '9123456783');
    for (const [body, session] of [
      [{ leadsId: sanctioned.id, docId: String(schedule.id), docType: 'sanction_letter' }, demo],
      [{ leadsId: sanctioned.id, docId: '999999', docType: 'repayment_schedule' }, demo],
      [{ leadsId: sanctioned.id, docId: '99999999999999', docType: 'repayment_schedule' }, demo],
      [{ leadsId: sanctioned.id, docId: String(schedule.id), docType: 'repayment_schedule' }, stranger],
    ] as const) {
      const response = await fetch(body, session);
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe('Document not found.');
    }
  });

  it('PAYOUT-001: a payout key reads and updates only its lead’s stored record', async () => {
    const key = await documents.issuePayoutKey(Number(sanctioned.id));
    const read = await server.app.inject({ method: 'POST', url: '/api/decryptLeadPayout', payload: { payoutStatusKey: key } });
    expect(read.statusCode, read.body).toBe(200);
    expect(json(read).data).toMatchObject({ leadsId: sanctioned.id, status: 'pending', remarks: null });

    server.clock.advance(60_000);
    const saved = await server.app.inject({
      method: 'POST',
      url: '/api/savePayoutStatus',
      payload: { leadsId: sanctioned.id, status: 'paid', remarks: 'UTR 4471 credited', payoutStatusKey: key },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data).toEqual({ leadsId: sanctioned.id, status: 'paid', remarks: 'UTR 4471 credited', updatedAt: server.clock.now().toISOString() });
    const [stored] = await server.database.db.select().from(payoutRecords).where(eq(payoutRecords.applicationId, Number(sanctioned.id)));
    expect(stored).toMatchObject({ status: 'paid', remarks: 'UTR 4471 credited' });

    const [other] = await server.database.db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(customers, eq(customers.id, applications.customerId))
      .where(and(eq(customers.mobile, DEMO_MOBILE), eq(applications.leadStatus, 'Cancelled')));
    const mismatch = await server.app.inject({
      method: 'POST',
      url: '/api/savePayoutStatus',
      payload: { leadsId: String(other!.id), status: 'paid', remarks: '', payoutStatusKey: key },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(json(mismatch).code).toBe('PAYLOAD_INVALID');

    server.clock.advance(LINK_KEY_LIFETIMES.payoutMs);
    const expired = await server.app.inject({ method: 'POST', url: '/api/decryptLeadPayout', payload: { payoutStatusKey: key } });
    expect(expired.statusCode).toBe(410);
    expect(json(expired).code).toBe('LINK_EXPIRED');
  });

  it('SEAL-001: decrypt opens a journey key into the application’s resume parameters', async () => {
    const key = (await documents.issueJourneyKey(Number(sanctioned.id)))!;
    const response = await server.app.inject({ method: 'POST', url: '/api/decrypt', payload: { data: { key } } });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data.payload).toMatchObject({ leadsId: sanctioned.id, productsId: 2, vendorsId: 5, formSource: 'userDashboard', backBtnSlug: '/dashboard' });
    // A journey key is not a payout key, and the reverse.
    expect((await server.app.inject({ method: 'POST', url: '/api/decryptLeadPayout', payload: { payoutStatusKey: key } })).statusCode).toBe(400);
    const payoutKey = await documents.issuePayoutKey(Number(sanctioned.id));
    expect((await server.app.inject({ method: 'POST', url: '/api/decrypt', payload: { data: { key: payoutKey } } })).statusCode).toBe(400);
    // Sealed with another server's secret.
    const foreign = new SealedBox('another-secret-0123456789abcdefghijkl', 'link-keys').seal({ payload: { leadsId: sanctioned.id }, expiresAt: '2099-01-01T00:00:00.000Z' }, 'journey');
    expect((await server.app.inject({ method: 'POST', url: '/api/decrypt', payload: { data: { key: foreign } } })).statusCode).toBe(400);
  });

  it('SEAL-001: any tampered, truncated or extended key answers 400 PAYLOAD_INVALID, never 500', async () => {
    const journeyKey = (await documents.issueJourneyKey(Number(sanctioned.id)))!;
    const payoutKey = await documents.issuePayoutKey(Number(sanctioned.id));
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const tamper = (key: string) =>
      fc.oneof(
        fc.record({ at: fc.nat({ max: key.length - 1 }), char: fc.constantFrom(...alphabet) })
          .filter(({ at, char }) => key[at] !== char)
          .map(({ at, char }) => key.slice(0, at) + char + key.slice(at + 1)),
        fc.nat({ max: key.length - 17 }).map((cut) => key.slice(0, key.length - 1 - cut)),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/).map((extra) => key + extra),
      );
    await fc.assert(
      fc.asyncProperty(tamper(journeyKey), tamper(payoutKey), async (badJourney, badPayout) => {
        const responses = [
          await server.app.inject({ method: 'POST', url: '/api/decrypt', payload: { data: { key: badJourney } } }),
          await server.app.inject({ method: 'POST', url: '/api/decryptLeadPayout', payload: { payoutStatusKey: badPayout } }),
          await server.app.inject({ method: 'POST', url: '/api/savePayoutStatus', payload: { leadsId: sanctioned.id, status: 'rejected', remarks: 'x', payoutStatusKey: badPayout } }),
        ];
        for (const response of responses) {
          expect(response.statusCode, `${badJourney} ${badPayout} ${response.body}`).toBe(400);
          expect(['PAYLOAD_INVALID', 'VALIDATION_FAILED']).toContain(json(response).code);
        }
      }),
      { numRuns: 150 },
    );
    // The contract's example key (never issued by this server) is refused the same way.
    const example = ROUTE_EXAMPLES.decrypt.request.body as { data: { key: string } };
    const response = await server.app.inject({ method: ROUTES.decrypt.method, url: ROUTES.decrypt.path, payload: example });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('PAYLOAD_INVALID');
    // Nothing was changed by the tampered saves.
    const [stored] = await server.database.db.select().from(payoutRecords).where(eq(payoutRecords.applicationId, Number(sanctioned.id)));
    expect(stored!.status).not.toBe('rejected');
  });
});
