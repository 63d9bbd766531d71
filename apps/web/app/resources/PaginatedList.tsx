import { pageCount } from '@rinn/rules';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLanguage } from '../i18n/language.ts';
import { useActor } from '../widgets/use-actor.ts';
import type { PaginationView } from './pagination-runtime.ts';
import './resources.css';

/** Items a page on each side of the breakpoint (§9: media and news 6 / 5, recommendation cards 6). */
export interface PageSizes {
  readonly desktop: number;
  readonly mobile: number;
}

/** Props of {@link PaginatedList}. */
export interface PaginatedListProps<Item> {
  /** The list's accessible name, e.g. its section heading. */
  readonly label: string;
  readonly items: readonly Item[];
  readonly itemKey: (item: Item) => string;
  readonly renderItem: (item: Item) => ReactNode;
  readonly pageSizes: PageSizes;
  /** The media query from which the desktop page size applies; needed only when the sizes differ. */
  readonly desktopQuery?: string;
  readonly listClassName?: string;
}

/**
 * A list shown a page at a time, rendered from `paginationMachine` (PAGER-001…003): Previous,
 * page numbers and Next, 'No items to display' for an empty list (§8), back to page 1 when the
 * list or the page size changes.
 *
 * The pre-rendered HTML holds the first page at the desktop size; below the breakpoint CSS hides
 * the items past the mobile size, so nothing moves on hydration. The machine and XState load only
 * when the visitor reaches for the page controls (pointer over them, focus or a click): until then
 * the pre-rendered first page is what the machine would show.
 *
 * @param props - see {@link PaginatedListProps}
 * @returns the list and its page controls
 */
export function PaginatedList<Item>({ label, items, itemKey, renderItem, pageSizes, desktopQuery, listClassName = 'card-grid' }: PaginatedListProps<Item>) {
  const { language, strings, text } = useLanguage();
  const totalItems = items.length;
  // The item count the machine last heard of, so only a real change of the list resets the page.
  const knownTotal = useRef(totalItems);
  // Created once per list (sizes and query are the page's constants); the item count is kept in step below.
  const [start] = useState(() => ({ totalItems, pageSizes, desktopQuery }));
  const load = useCallback(async () => {
    const { startPagination } = await import('./pagination-runtime.ts');
    const { totalItems, pageSizes, desktopQuery } = start;
    knownTotal.current = totalItems;
    const desktop = desktopQuery === undefined || pageSizes.desktop === pageSizes.mobile ? null : window.matchMedia(desktopQuery);
    const sizeNow = (): number => (desktop === null || desktop.matches ? pageSizes.desktop : pageSizes.mobile);
    const runtime = startPagination({ totalItems, pageSize: sizeNow() });
    const follow = (): void => runtime.getSnapshot().send({ type: 'PAGE_SIZE.CHANGE', pageSize: sizeNow() });
    desktop?.addEventListener('change', follow);
    return {
      ...runtime,
      stop: () => {
        desktop?.removeEventListener('change', follow);
        runtime.stop();
      },
    };
  }, [start]);
  const { view, ensure } = useActor({ load });
  const [announce, setAnnounce] = useState(false);

  const machineSend = view?.send;
  useEffect(() => {
    if (machineSend === undefined || knownTotal.current === totalItems) return;
    knownTotal.current = totalItems;
    machineSend({ type: 'ITEMS.CHANGE', totalItems });
  }, [machineSend, totalItems]);

  const pagination = view?.pagination ?? null;
  const isEmpty = pagination?.isEmpty ?? totalItems === 0;
  const page = pagination?.page ?? 1;
  const pages = pagination?.pageCount ?? pageCount(totalItems, pageSizes.desktop);
  const shown = pagination === null ? items.slice(0, pageSizes.desktop) : items.slice(pagination.start, pagination.end);
  const act = (apply: (ready: PaginationView['pagination']) => void): void => {
    setAnnounce(true);
    if (pagination !== null) apply(pagination);
    else void ensure().then((ready) => apply(ready.pagination));
  };

  if (isEmpty) {
    return (
      <div className="paged">
        <p className="paged__empty" lang={language}>{strings.noItemsToDisplay}</p>
      </div>
    );
  }
  // Before the machine runs, CSS trims the desktop-sized first page to the mobile size.
  const preloadTrim = pagination === null && pageSizes.mobile < pageSizes.desktop ? String(pageSizes.mobile) : undefined;
  return (
    <div className="paged">
      <ul className={`paged__list ${listClassName}`} aria-label={label} data-mobile-size={preloadTrim}>
        {shown.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {pages > 1 && (
        <nav
          className="pager"
          lang={language}
          aria-label={`${label}: ${text.pagination}`}
          onPointerEnter={() => void ensure()}
          onFocus={() => void ensure()}
        >
          <button type="button" className="button button--secondary pager__step" aria-disabled={page <= 1} onClick={() => act((ready) => ready.getPrevProps().onClick())}>
            <span aria-hidden="true">‹ </span>
            {text.previousPage}
          </button>
          <ol className="pager__pages">
            {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                <button
                  type="button"
                  className="pager__page"
                  aria-label={`${text.page} ${number}`}
                  aria-current={number === page ? 'page' : undefined}
                  onClick={() => act((ready) => ready.getPageProps(number).onClick())}
                >
                  {number}
                </button>
              </li>
            ))}
          </ol>
          <button type="button" className="button button--secondary pager__step" aria-disabled={page >= pages} onClick={() => act((ready) => ready.getNextProps().onClick())}>
            {text.nextPage}
            <span aria-hidden="true"> ›</span>
          </button>
        </nav>
      )}
      <p className="visually-hidden" aria-live="polite" lang={language}>
        {announce ? `${text.page} ${page} / ${pages}` : ''}
      </p>
    </div>
  );
}
