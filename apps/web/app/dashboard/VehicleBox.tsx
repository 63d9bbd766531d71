import { showSanctionDownload, type ApplicationCard, type SanctionLetterFetch } from '@rinn/rules';
import { fetchSanctionLetter, saveSanctionLetter, type SanctionLetterLoader } from '../documents/sanction-letter.ts';
import { useLanguage } from '../i18n/language.ts';
import { useLoadedData } from '../widgets/loaded-data.ts';

/** The financed vehicle of an application (§3 Finance detail `asset`). */
export interface VehicleAsset {
  readonly make_name: string;
  readonly model_name: string;
  readonly variant_name: string | null;
}

/** What the vehicle box asks the server: the application's finance detail, and its sanction letter. */
export interface VehicleDocuments {
  readonly finance: (card: ApplicationCard) => Promise<{ readonly asset: VehicleAsset | null; readonly sanctionLetterAvailable: boolean }>;
  /** The id `sanction/download` takes for the application (API-008), or null when it has none yet. */
  readonly sanctionLetterId: (card: ApplicationCard) => string | null;
  readonly sanctionLetter: SanctionLetterLoader;
}

type BoxState = { readonly asset: VehicleAsset; readonly letter: SanctionLetterFetch };

/**
 * The vehicle details box of a dashboard card (§2): the financed vehicle and, only when the letter
 * fetch succeeded, Download Sanction Letter (CARD-010). A failed fetch hides the link silently (§8);
 * applications without a financed vehicle show no box.
 *
 * @param props - the application and the calls to make
 * @returns the box, or nothing
 */
export function VehicleBox({ card, documents }: { readonly card: ApplicationCard; readonly documents: VehicleDocuments }) {
  const { strings } = useLanguage();
  const { state: load } = useLoadedData<BoxState | null>(async () => {
    const finance = await documents.finance(card);
    if (finance.asset === null) return null;
    const documentId = documents.sanctionLetterId(card);
    const letter: SanctionLetterFetch = finance.sanctionLetterAvailable && documentId ? await fetchSanctionLetter(documents.sanctionLetter, documentId) : { state: 'failed' };
    return { asset: finance.asset, letter };
  }, [card, documents]);

  // §8: a failed fetch is silent; the box stays hidden, as it does while it loads.
  if (load.kind !== 'ready' || load.data === null) return null;
  const state = load.data;
  const { asset, letter } = state;
  return (
    <div className="vehicle-box" data-testid="vehicle-box">
      <p className="vehicle-box__name">
        {asset.make_name} {asset.model_name}
        {asset.variant_name ? ` ${asset.variant_name}` : ''}
      </p>
      {showSanctionDownload(letter) && letter.state === 'succeeded' && (
        <button type="button" className="link-button vehicle-box__download" onClick={() => saveSanctionLetter(letter)}>
          {strings.downloadSanctionLetter}
        </button>
      )}
    </div>
  );
}
