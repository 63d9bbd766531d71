import { useCallback, useRef } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../i18n/language.ts';
import { ModalDialog } from './ModalDialog.tsx';
import { useActor } from './use-actor.ts';

/** Props of {@link CityModal}. */
export interface CityModalProps {
  readonly cities: readonly { readonly name: string; readonly href: string }[];
}

/**
 * The 'Locations' city list modal of a product page with city pages (§2), driven by
 * `cityModalMachine` (loaded on the first click). The list is in the pre-rendered HTML inside the
 * closed dialog, so its links are there for crawlers and for visitors without JavaScript.
 *
 * @param props - the product's cities and their pages
 * @returns the trigger and the dialog
 */
export function CityModal({ cities }: CityModalProps) {
  const { strings, text } = useLanguage();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const load = useCallback(async () => (await import('./city-modal-runtime.ts')).startCityModal(), []);
  const { view, ensure } = useActor({ load });
  const isOpen = view?.isOpen ?? false;
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => void ensure().then((modal) => modal.getTriggerProps().onClick())}
      >
        {text.viewCities}
      </button>
      <ModalDialog
        open={isOpen}
        title={strings.locations}
        closeLabel={strings.close}
        onClose={() => view?.getCloseProps().onClick()}
        returnFocusTo={triggerRef.current}
        className="city-modal"
      >
        <ul className="city-list">
          {cities.map((city) => (
            <li key={city.href}>
              <Link to={city.href}>{city.name}</Link>
            </li>
          ))}
        </ul>
      </ModalDialog>
    </>
  );
}
