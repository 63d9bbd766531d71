import type { Language } from '@rinn/rules';
import { useLanguage } from '../i18n/language.ts';
import { browserApiClient } from '../session/api.ts';
import { VehicleBox, type VehicleDocuments } from './VehicleBox.tsx';
import { vehicleDocuments } from './vehicle-documents.ts';
import type { DashboardData } from './DashboardView.tsx';

/** One set of calls per page language, so a card's box keeps the same ones across renders. */
const documentsByLanguage = new Map<Language, VehicleDocuments>();

function documentsFor(language: Language): VehicleDocuments {
  let documents = documentsByLanguage.get(language);
  if (documents === undefined) {
    documents = vehicleDocuments(browserApiClient(), language);
    documentsByLanguage.set(language, documents);
  }
  return documents;
}

/**
 * A dashboard card's vehicle box over the browser's API client, in the page language. The
 * dashboard loads this module on demand, once it renders its cards: the box shows only after its
 * own calls have answered, so its code (and the sanction letter's) need not hold up the cards.
 *
 * @param props - the card
 * @returns the box
 */
export function DashboardVehicleBox({ card }: { readonly card: DashboardData['applications'][number] }) {
  const { language } = useLanguage();
  return <VehicleBox card={card} documents={documentsFor(language)} />;
}
