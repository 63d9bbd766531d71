import { ALL_TAG, filterFaqs, type FaqItem, type FaqNavItem } from '@rinn/content';
import { faqVisibleCount, hasMoreFaqs, type FaqKind } from '@rinn/rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { Tabs } from '../calculators/Tabs.tsx';
import { useQueryRestore } from '../calculators/use-query-restore.ts';
import { localizedPath, useLanguage } from '../i18n/language.ts';

/** Props of {@link FaqAccordion}. */
export interface FaqAccordionProps {
  readonly title: string;
  readonly items: readonly FaqItem[];
  /** Tabs, All first; without them the accordion has no tab bar. */
  readonly navigation?: readonly FaqNavItem[];
  /** Which default count applies (DISP-001). */
  readonly kind: FaqKind;
  /** The id of the element a tab link scrolls to when followed as a link (the questions' heading). */
  readonly anchorId?: string;
}

/** The query parameter of an FAQ tab link (`?topic=eligibility`). */
export const FAQ_TOPIC_PARAM = 'topic';

/**
 * The tab a query names, when it is one of the tabs.
 *
 * @param search - `location.search`
 * @param navigation - the tabs
 * @returns the tab's tag, or null for none or an unknown one
 */
export function faqTopicFromQuery(search: string, navigation: readonly FaqNavItem[]): string | null {
  const topic = new URLSearchParams(search).get(FAQ_TOPIC_PARAM);
  return navigation.some((nav) => nav.tags === topic) ? topic : null;
}

function FaqList({ items, kind }: { readonly items: readonly FaqItem[]; readonly kind: FaqKind }) {
  const { language, strings } = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const visible = items.slice(0, faqVisibleCount(kind, expanded, items.length));
  return (
    <>
      <div className="faq__items">
        {visible.map((item) => (
          <details key={item.ques} className="faq__item">
            <summary>{item.ques}</summary>
            <div className="faq__answer">
              <p>{item.ans}</p>
              {item.isClick && item.linkHref && item.linkText && (
                <p>
                  <Link to={localizedPath(item.linkHref, language)}>{item.linkText}</Link>
                </p>
              )}
            </div>
          </details>
        ))}
      </div>
      {hasMoreFaqs(kind, items.length) && (
        <button type="button" className="button button--secondary" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? strings.viewLess : strings.viewMore}
        </button>
      )}
    </>
  );
}

/**
 * An FAQ accordion (spec §4 Widgets): items open and close independently, tabs filter by tag with
 * All first, and View more / View less switch between the default count and every item. The tabs
 * are links to the page on each tab (`?topic=`), so a tap before hydration is followed (HYDRATE-002).
 *
 * @param props - see {@link FaqAccordionProps}
 * @returns the FAQ section body
 */
export function FaqAccordion({ title, items, navigation, kind, anchorId }: FaqAccordionProps) {
  const [tag, setTag] = useState(ALL_TAG);
  // A tab followed as a link before hydration (HYDRATE-002): the page opens on it.
  useQueryRestore((search) => {
    const topic = navigation === undefined ? null : faqTopicFromQuery(search, navigation);
    if (topic !== null) setTag(topic);
  });
  if (!navigation || navigation.length < 2) return <FaqList items={items} kind={kind} />;
  return (
    <Tabs
      label={title}
      items={navigation.map((nav) => ({ value: nav.tags, label: nav.title }))}
      selected={tag}
      onSelect={setTag}
      href={(value) => `?${new URLSearchParams({ [FAQ_TOPIC_PARAM]: value }).toString()}${anchorId === undefined ? '' : `#${anchorId}`}`}
    >
      {/* A new tab starts collapsed again: the key resets View more. */}
      <FaqList key={tag} items={filterFaqs(items, tag)} kind={kind} />
    </Tabs>
  );
}
