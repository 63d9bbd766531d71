import type { ApiClient } from '@rinn/api-client';
import type { JourneyDraft } from '@rinn/machines';
import type { JourneyServices } from './journey-actors.ts';

type JourneyCalls = Pick<
  ApiClient,
  'journeyResume' | 'journeyStart' | 'journeySaveStep' | 'journeyOffers' | 'journeyApply' | 'journeyKfs' | 'journeyKfsDownload'
>;

/**
 * The journey's server calls over the API client (contract `journey.routes.ts`). The client
 * authorises each call with the stored session, which the journey's OTP step or an earlier login
 * put there.
 *
 * The first save of a journey starts its draft. A draft started by a save that then failed is
 * remembered, so Retry saves into it instead of starting a second one.
 *
 * @param client - the API client
 * @returns the services for `journeyActors` and the KFS screen
 */
export function journeyServices(client: JourneyCalls): JourneyServices {
  let startedDraftId: string | null = null;
  return {
    async loadDraft({ params, product }) {
      const { data } = await client.journeyResume({ body: { params, product } });
      if (data.draft === null) return null;
      const draft: JourneyDraft = { draftId: data.draft.draftId, product: data.draft.product, saved: data.draft.saved };
      return draft;
    },
    async saveStep({ draftId, params, product, step, values }) {
      let id = draftId ?? startedDraftId;
      if (id === null) {
        const { data } = await client.journeyStart({ body: { params, product } });
        id = data.draftId;
        startedDraftId = id;
      }
      const { data } = await client.journeySaveStep({ params: { id }, body: { step, values: { ...values } } });
      return { draftId: data.draftId };
    },
    async fetchOffers({ draftId }) {
      const { data } = await client.journeyOffers({ params: { id: draftId } });
      return {
        offers: data.offers,
        notMatched: data.notMatched,
        orderedBy: data.orderedBy,
        criteriaAsOf: data.criteriaAsOf,
        creditScore: data.creditScore,
        waysForward: data.waysForward,
      };
    },
    async createApplication({ draftId, lenderId, kfsAcknowledged }) {
      const { data, message } = await client.journeyApply({ params: { id: draftId }, body: { lenderId, kfsAcknowledged } });
      return message === '' ? { applicationId: data.applicationId } : { applicationId: data.applicationId, message };
    },
    async keyFactStatement({ draftId, lenderId }) {
      const { data } = await client.journeyKfs({ params: { id: draftId, lenderId } });
      return data;
    },
    async keyFactStatementPdf({ draftId, lenderId, language }) {
      const { data } = await client.journeyKfsDownload({ params: { id: draftId, lenderId }, query: { lang: language } });
      return data;
    },
  };
}
