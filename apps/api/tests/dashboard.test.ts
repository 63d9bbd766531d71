import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { sandboxBureau } from '../src/modules/credit-score/credit-bureau.js';
import { SCORE_VALIDITY_DAYS } from '../src/modules/credit-score/credit-score-service.js';
import { DEMO_MOBILE, TEST_SECRETS, authHeaders, json, login, startTestServer, type TestServer } from './helpers.js';

const DAY = 24 * 60 * 60 * 1000;

describe('dashboard data', () => {
  let server: TestServer;
  let demo: Awaited<ReturnType<typeof login>>;
  const get = (url: string, session: { token: string; sessionToken: string }) =>
    server.app.inject({ method: 'GET', url, headers: authHeaders(session) });

  beforeAll(async () => {
    server = await startTestServer();
    demo = await login(server.app, DEMO_MOBILE);
  });
  afterAll(() => server.close());

  it('DATA-002: the demo customer has an application in every card state of §4', async () => {
    expect(demo.user).toEqual({ mobile: DEMO_MOBILE, name: { firstName: 'Aarav', lastName: 'Sharma' } });
    const response = await get('/api/application', demo);
    expect(response.statusCode, response.body).toBe(200);
    const { applications, creditScore } = json(response).data;
    type Card = Record<string, unknown> & { stages: { isComplete: boolean }[] };
    const cards = applications as Card[];
    const some = (predicate: (card: Card) => boolean) => expect(cards.some(predicate)).toBe(true);
    some((card) => card.leadStatus !== 'Completed' && card.leadStatus !== 'Cancelled' && card.isUjActive === true);
    some((card) => card.leadStatus === 'Completed' && typeof card.loanId === 'string');
    some((card) => card.leadStatus === 'Cancelled');
    some((card) => card.product === 'refinance' && card.stages.every((stage) => stage.isComplete));
    some((card) => card.isNbfcLead === true);
    some((card) => card.product === 'tw_ev');
    some((card) => card.isOptedout === true);
    some((card) => card.isConsentOpted === true && card.isScoreExpire === false && card.isNbfcLead === false && card.product !== 'tw_ev' && card.isOptedout === false);
    expect(creditScore).toMatchObject({ creditScore: 782, isScoreExpire: false });
    const created = cards.map((card) => Date.parse(card.createdAt as string));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('DATA-002: the completed application has offers, the financed car and a sanction letter', async () => {
    const list = json(await get('/api/application', demo)).data.applications as { id: string; loanId: string | null; leadStatus: string }[];
    const completed = list.find((card) => card.leadStatus === 'Completed')!;
    for (const url of [`/api/application/${completed.id}`, `/api/application/${completed.loanId}?systemId=1`]) {
      const response = await get(url, demo);
      expect(response.statusCode, response.body).toBe(200);
      const detail = json<{ finance: { asset: unknown }; offers: unknown[] } & Record<string, unknown>>(response).data;
      expect(detail.sanctionLetterAvailable).toBe(true);
      expect(detail.finance.asset).toEqual({ make_name: 'Hyundai', model_name: 'Creta', variant_name: 'EX', model_id: 202 });
      expect(detail.offers[0]).toMatchObject({ offerType: 'cdfsOffer', imgColor: 'blck', tenure: 60 });
    }
  });

  it('DATA-002: the product filter narrows the list', async () => {
    const response = await get('/api/application?product=tw_ev', demo);
    const cards = json(response).data.applications as { product: string }[];
    expect(cards.length).toBe(1);
    expect(cards[0]!.product).toBe('tw_ev');
  });

  it("DATA-003: another customer's application answers 404, like one that does not exist", async () => {
    const list = json(await get('/api/application', demo)).data.applications as { id: string }[];
    const stranger = await login(server.app, '9123456780');
    expect(json(await get('/api/application', stranger)).data).toMatchObject({ creditScore: null, applications: [] });
    for (const id of [list[0]!.id, '999999', '99999999999999', 'RNUC2026000184']) {
      const response = await get(`/api/application/${id}`, stranger);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ status: false, code: 'NOT_FOUND', data: null });
    }
    expect((await get(`/api/credit-score?leadId=${list[0]!.id}`, stranger)).statusCode).toBe(404);
  });

  it('BUREAU-002: a new customer gets one free bureau check, stored with its date and reused', async () => {
    const mobile = '9012345678';
    const session = await login(server.app, mobile);
    const first = json<{ user: { mobile: string }; creditScore: number } & Record<string, unknown>>(await get('/api/credit-score', session)).data;
    const expected = await sandboxBureau(TEST_SECRETS.otpSecret).fetchScore(mobile);
    expect(first.isFreeCheck).toBe(true);
    expect(first.creditScore).toBe(expected.score);
    expect(first.creditScore).toBeGreaterThanOrEqual(300);
    expect(first.creditScore).toBeLessThanOrEqual(900);
    expect(first.fetchedAt).toBe(server.clock.now().toISOString());
    expect(first.user.mobile).toBe(mobile);
    server.clock.advance(DAY);
    const later = await login(server.app, mobile, 'ref-next-day');
    const second = json(await get('/api/credit-score', later)).data;
    expect(second).toMatchObject({ isFreeCheck: false, creditScore: first.creditScore, fetchedAt: first.fetchedAt });
    expect(json<{ creditScore: { creditScore: number } }>(await get('/api/application', later)).data.creditScore.creditScore).toBe(first.creditScore);
    expect(session.token).not.toBe(later.token);
  });

  it('BUREAU-003: a stored score is marked expired 45 days after the bureau answered', async () => {
    const session = await login(server.app, '9012345679');
    await get('/api/credit-score', session);
    server.clock.advance(SCORE_VALIDITY_DAYS * DAY);
    const onTheDay = await login(server.app, '9012345679', 'ref-day-45');
    expect(json(await get('/api/credit-score', onTheDay)).data.isScoreExpire).toBe(false);
    server.clock.advance(1000);
    expect(json(await get('/api/credit-score', onTheDay)).data.isScoreExpire).toBe(true);
  });

  it('DATA-002: GET loans lists the products on offer', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/loans' });
    expect(response.statusCode).toBe(200);
    const products = json<{ code: string; minRatePercent: number }[]>(response).data;
    expect(products.map((product) => product.code)).toContain('usedcar');
    expect(products.find((product) => product.code === 'personal')!.minRatePercent).toBe(11);
  });
});

describe('sandbox bureau', () => {
  test.prop([fc.stringMatching(/^[6-9]\d{9}$/), fc.string({ minLength: 1 })])(
    'BUREAU-001: the score is deterministic per mobile and within 300 to 900',
    async (mobile, key) => {
      const bureau = sandboxBureau(key);
      const first = await bureau.fetchScore(mobile);
      const again = await bureau.fetchScore(mobile);
      expect(first.score).toBe(again.score);
      expect(first.score).toBeGreaterThanOrEqual(300);
      expect(first.score).toBeLessThanOrEqual(900);
      expect(Number.isInteger(first.score)).toBe(true);
    },
  );

  it('BUREAU-001: scores spread across the range', async () => {
    const bureau = sandboxBureau('spread');
    const scores = await Promise.all(Array.from({ length: 200 }, (_, index) => bureau.fetchScore(`9${String(index).padStart(9, '0')}`)));
    const values = scores.map((report) => report.score);
    expect(Math.min(...values)).toBeLessThan(400);
    expect(Math.max(...values)).toBeGreaterThan(800);
  });
});
