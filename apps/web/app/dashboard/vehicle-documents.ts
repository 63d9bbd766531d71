import type { ApiClient } from '@rinn/api-client';
import { sanctionDocumentId } from '@rinn/contract';
import { applicationReference, type Language } from '@rinn/rules';
import { sanctionLetterLoader } from '../documents/sanction-letter.ts';
import type { VehicleDocuments } from './VehicleBox.tsx';

/**
 * The vehicle box's calls over the API client: `application/{id}` for the finance detail and
 * `sanction/download/{id}` for the letter.
 *
 * @param client - the signed-in API client
 * @param language - the page's language, that of the letter
 * @returns the documents the dashboard's vehicle boxes read
 */
export function vehicleDocuments(client: Pick<ApiClient, 'applicationDetail' | 'sanctionDownload'>, language: Language): VehicleDocuments {
  return {
    async finance(card) {
      const { data } = await client.applicationDetail({
        params: { id: applicationReference(card) },
        query: { systemId: card.systemId, ...(card.systems.length > 0 ? { systems: card.systems.map((system) => system.systemId).join(',') } : {}) },
      });
      return { asset: data.finance?.asset ?? null, sanctionLetterAvailable: data.sanctionLetterAvailable };
    },
    sanctionLetterId: (card) => sanctionDocumentId({ systemId: card.systemId, loanId: card.loanId === undefined ? null : String(card.loanId), id: String(card.id ?? '') }),
    sanctionLetter: sanctionLetterLoader(client, language),
  };
}
