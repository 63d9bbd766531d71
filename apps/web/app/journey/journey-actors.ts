import type { ApiClient } from '@rinn/api-client';
import type {
  ApplicationRequest,
  CreatedApplication,
  DraftQuery,
  JourneyDraft,
  JourneyOffers,
  NavigationTarget,
  OffersQuery,
  StepSave,
  StepSaved,
} from '@rinn/machines';
import type { KeyFactStatement } from '@rinn/offers';
import type { Language } from '@rinn/rules';
import { fromPromise } from 'xstate';
import type { DownloadedFile } from '../documents/sanction-letter.ts';
import { loginActors } from '../session/login-actors.ts';

/** Which offer's Key Fact Statement to show or download. */
export interface KfsQuery {
  readonly draftId: string;
  readonly lenderId: number;
}

/** The KFS PDF of an offer, in the page's language. */
export interface KfsPdfQuery extends KfsQuery {
  readonly language: Language;
}

/**
 * The journey's server calls: the draft, its steps, the offers, the Key Fact Statement (data and
 * PDF) and the application. The app's come from the API client (`journey-api.ts`); tests pass
 * stand-ins.
 */
export interface JourneyServices {
  loadDraft(query: DraftQuery): Promise<JourneyDraft | null>;
  saveStep(save: StepSave): Promise<StepSaved>;
  fetchOffers(query: OffersQuery): Promise<JourneyOffers>;
  createApplication(request: ApplicationRequest): Promise<CreatedApplication>;
  keyFactStatement(query: KfsQuery): Promise<KeyFactStatement>;
  keyFactStatementPdf(query: KfsPdfQuery): Promise<DownloadedFile>;
}

/**
 * The effects of `applicationJourneyMachine`. The mobile check is the login's (APPJ-002): the same
 * OTP calls, the session kept by the API client and handed to the session machine, so a new
 * mobile becomes a signed-in customer exactly as in the login modal.
 *
 * @param client - the API client (OTP calls)
 * @param services - the journey's server calls
 * @param navigate - the router's navigate
 * @returns actors for `applicationJourneyMachine.provide({ actors })`
 */
export function journeyActors(
  client: Pick<ApiClient, 'otpSend' | 'otpVerify'>,
  services: Omit<JourneyServices, 'keyFactStatement' | 'keyFactStatementPdf'>,
  navigate: (to: string) => void | Promise<void>,
) {
  const login = loginActors(client, navigate);
  return {
    sendJourneyOtp: login.sendLoginOtp,
    resendJourneyOtp: login.resendLoginOtp,
    verifyJourneyOtp: login.verifyLoginOtp,
    storeSession: login.storeSession,
    loadDraft: fromPromise<JourneyDraft | null, DraftQuery>(({ input }) => services.loadDraft(input)),
    saveStep: fromPromise<StepSaved, StepSave>(({ input }) => services.saveStep(input)),
    fetchOffers: fromPromise<JourneyOffers, OffersQuery>(({ input }) => services.fetchOffers(input)),
    createApplication: fromPromise<CreatedApplication, ApplicationRequest>(({ input }) => services.createApplication(input)),
    navigate: fromPromise<void, NavigationTarget>(async ({ input }) => {
      await navigate(input.to);
    }),
  };
}

/** The actors the journey runs. */
export type JourneyActors = ReturnType<typeof journeyActors>;
