import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

/** One tab: its value and label. */
export interface TabItem<Value extends string> {
  readonly value: Value;
  readonly label: string;
}

/** Props of {@link Tabs}. */
export interface TabsProps<Value extends string> {
  readonly label: string;
  readonly items: readonly TabItem<Value>[];
  readonly selected: Value;
  readonly onSelect: (value: Value) => void;
  /**
   * The address of each tab (a query such as `?tab=used`, which the page restores), when the page
   * opens on it. Given, each tab is a link: before the app has hydrated (or with no JavaScript) a
   * tap follows it; once hydrated, the tab is selected in place.
   */
  readonly href?: (value: Value) => string;
  /** The selected tab's panel. */
  readonly children: ReactNode;
}

/**
 * Tabs in the WAI-ARIA pattern: arrow keys, Home and End move between tabs and select them; only
 * the selected tab is in the tab order. With `href`, each tab is a link to the page on that tab,
 * so it works before hydration and with no JavaScript (HYDRATE-002).
 *
 * @param props - see {@link TabsProps}
 * @returns the tab list and the selected panel
 */
export function Tabs<Value extends string>({ label, items, selected, onSelect, href, children }: TabsProps<Value>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement | null>(null);
  const tabId = (value: Value): string => `${baseId}-tab-${value}`;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    const index = items.findIndex((item) => item.value === selected);
    const next =
      event.key === 'ArrowRight' ? (index + 1) % items.length
      : event.key === 'ArrowLeft' ? (index - 1 + items.length) % items.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? items.length - 1
      : undefined;
    const target = next === undefined ? undefined : items[next];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target.value);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(target.value))}`)?.focus();
  };
  // A link tab: a plain tap selects in place; a tap that asks for a new tab or window keeps the browser's meaning.
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, value: Value): void => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(value);
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" ref={listRef}>
        {items.map((item) => {
          const common = {
            id: tabId(item.value),
            role: 'tab',
            'aria-selected': item.value === selected,
            'aria-controls': `${baseId}-panel`,
            tabIndex: item.value === selected ? 0 : -1,
            className: 'tabs__tab',
            onKeyDown,
          } as const;
          return href === undefined ? (
            <button key={item.value} type="button" {...common} onClick={() => onSelect(item.value)}>
              {item.label}
            </button>
          ) : (
            <a key={item.value} href={href(item.value)} {...common} onClick={(event) => onLinkClick(event, item.value)}>
              {item.label}
            </a>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={tabId(selected)} className="tabs__panel">
        {children}
      </div>
    </div>
  );
}
