import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

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
  /** The selected tab's panel. */
  readonly children: ReactNode;
}

/**
 * Tabs in the WAI-ARIA pattern: arrow keys, Home and End move between tabs and select them; only
 * the selected tab is in the tab order.
 *
 * @param props - see {@link TabsProps}
 * @returns the tab list and the selected panel
 */
export function Tabs<Value extends string>({ label, items, selected, onSelect, children }: TabsProps<Value>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement | null>(null);
  const tabId = (value: Value): string => `${baseId}-tab-${value}`;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
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
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(target.value))}`)?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" ref={listRef}>
        {items.map((item) => (
          <button
            key={item.value}
            id={tabId(item.value)}
            type="button"
            role="tab"
            aria-selected={item.value === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={item.value === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(item.value)}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={tabId(selected)} className="tabs__panel">
        {children}
      </div>
    </div>
  );
}
