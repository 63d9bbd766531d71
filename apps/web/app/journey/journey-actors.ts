import type { ApiClient } from '@rinn/api-client';
import type {
  ApplicationRequest,
  CreatedApplication,
  DraftQuery,
  JourneyDraft,
  JourneyOffers,
  KfsRequest,
  NavigationTarget,
  OffersQuery,
  StepSave,
  StepSaved,
} from '@rinn/machines';
import type { KeyFactStatement } from '@rinn/offers';
import type { Language } from '@rinn/rules';
import { fromPromise } from 'xstate';
import { downloadBlob } from '../calculators/download.ts';
import { base64Bytes, type DownloadedFile } from '../documents/sanction-letter.ts';
import { loginActors } from '../session/login-actors.ts';

/** The KFS PDF of an offer, in the page's language. */
export interface KfsPdfQuery extends KfsRequest {
  readonly language: Language;
}

/**
 * The journey's server calls: the draft, its steps, the offers, the Key Fact Statement (data and
 * PDF) and the application. The app's come from the API client (`journey-api.ts`); tests pass
 * stand-ins.
 */
export interface JourneyServices {
  readonly loadDraft: (query: DraftQuery) => Promise<JourneyDraft | null>;
  readonly saveStep: (save: StepSave) => Promise<StepSaved>;
  readonly fetchOffers: (query: OffersQuery) => Promise<JourneyOffers>;
  readonly createApplication: (request: ApplicationRequest) => Promise<CreatedApplication>;
  readonly keyFactStatement: (query: KfsRequest) => Promise<KeyFactStatement>;
  readonly keyFactStatementPdf: (query: KfsPdfQuery) => Promise<DownloadedFile>;
}

/**
 * The effects of `applicationJourneyMachine`. The mobile check is the login's (APPJ-002): the same
 * OTP calls, the session kept by the API client and handed to the session machine, so a new
 * mobile becomes a signed-in customer exactly as in the login modal.
 *
 * The Key Fact Statement is loaded for the machine (APPJ-009), and its PDF, asked for in the
 * page's language, is saved by the browser as a file named by the server.
 *
 * @param client - the API client (OTP calls)
 * @param services - the journey's server calls
 * @param navigate - the router's navigate
 * @param language - the page's language, for the KFS PDF
 * @returns actors for `applicationJourneyMachine.provide({ actors })`
 */
export function journeyActors(
  client: Pick<ApiClient, 'otpSend' | 'otpVerify'>,
  services: JourneyServices,
  navigate: (to: string) => void | Promise<void>,
  language: Language,
) {
  const login = loginActors(client, navigate);
  return {
    otp: login.otp,
    storeSession: login.storeSession,
    loadDraft: fromPromise<JourneyDraft | null, DraftQuery>(({ input }) => services.loadDraft(input)),
    saveStep: fromPromise<StepSaved, StepSave>(({ input }) => services.saveStep(input)),
    fetchOffers: fromPromise<JourneyOffers, OffersQuery>(({ input }) => services.fetchOffers(input)),
    loadKeyFactStatement: fromPromise<KeyFactStatement, KfsRequest>(({ input }) => services.keyFactStatement(input)),
    downloadKeyFactStatement: fromPromise<void, KfsRequest>(async ({ input }) => {
      const file = await services.keyFactStatementPdf({ ...input, language });
      downloadBlob(file.fileName, new Blob([base64Bytes(file._file)], { type: file.mimeType || 'application/pdf' }));
    }),
    createApplication: fromPromise<CreatedApplication, ApplicationRequest>(({ input }) => services.createApplication(input)),
    navigate: fromPromise<void, NavigationTarget>(async ({ input }) => {
      await navigate(input.to);
    }),
  };
}

/** The actors the journey runs. */
export type JourneyActors = ReturnType<typeof journeyActors>;
