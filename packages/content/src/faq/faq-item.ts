import type { FaqItem, FaqNavItem, FaqSet } from '../schemas.js';

/** The tag of the All tab, which shows every item. */
export const ALL_TAG = 'all';

/**
 * Builds an FAQ item, deriving `isClick` from whether a link is given so the two never disagree.
 *
 * @param ques - The question.
 * @param ans - The answer, in plain text.
 * @param tags - Tab tags the item appears under (besides All).
 * @param subtags - Finer topics within a tab.
 * @param link - Optional link shown after the answer.
 * @returns The §3 FAQ item.
 * @example faq('What is an EMI?', 'A fixed monthly payment…', ['basics'], ['emi'])
 */
export function faq(
  ques: string,
  ans: string,
  tags: readonly string[],
  subtags: readonly string[] = [],
  link?: { readonly text: string; readonly href: string },
): FaqItem {
  const item = { ques, ans, tags: [...tags], subtags: [...subtags], isClick: link !== undefined };
  return link ? { ...item, linkText: link.text, linkHref: link.href } : item;
}

/**
 * Builds the tab bar of an FAQ set with All first.
 *
 * @param allTitle - Title of the All tab in the page language.
 * @param tabs - The other tabs in display order, as `[title, tag]` pairs.
 * @returns The §3 FAQ navigation items, All first.
 * @example faqTabs('All', [['Eligibility', 'eligibility']])
 */
export function faqTabs(allTitle: string, tabs: readonly (readonly [string, string])[]): FaqNavItem[] {
  return [{ title: allTitle, tags: ALL_TAG }, ...tabs.map(([title, tags]) => ({ title, tags }))];
}

/**
 * The items of an FAQ set that a tab shows.
 *
 * @rule CONTENT-005 The FAQ tab filter shows every item on the All tab (the initial tab) and, on
 *   any other tab, exactly the items whose tags include the tab's tag, in their original order.
 * @spec §4 Widgets (Accordion: FAQ tabs filter items by tag, All is the initial tab)
 * @param items - The FAQ items in display order.
 * @param tag - The selected tab's tag; `all` selects everything.
 * @returns The items to show, in order.
 * @example filterFaqs(items, 'all').length === items.length // true
 */
export function filterFaqs(items: readonly FaqItem[], tag: string): FaqItem[] {
  return tag === ALL_TAG ? [...items] : items.filter((item) => item.tags.includes(tag));
}

/** The texts of an FAQ set in another language, in the original's order. */
export interface FaqSetTranslation {
  readonly title: string;
  /** Tab titles, All first, one per navigation item of the original. */
  readonly tabs: readonly string[];
  /** Question, answer and, where the original item has a link, its link text. */
  readonly items: readonly (readonly [ques: string, ans: string, linkText?: string])[];
}

/**
 * An FAQ set in another language built on the original: the texts are translated, while the id,
 * tab tags, item tags, subtags and link targets are the original's, so the two cannot drift apart
 * (CONTENT-004).
 *
 * @param original - The English set.
 * @param translation - Its texts in the other language, in order.
 * @returns The translated set.
 * @throws Error when the translation has a different number of tabs or items, or a link text
 *   where the original has no link (or none where it has one).
 * @example translatedFaqSet(FAQS.emi, { title: 'ईएमआई से जुड़े सवाल', tabs: [...], items: [...] })
 */
export function translatedFaqSet(original: FaqSet, translation: FaqSetTranslation): FaqSet {
  if (translation.tabs.length !== original.navigation.length || translation.items.length !== original.items.length) {
    throw new Error(`FAQ set ${original.id}: ${translation.tabs.length} tabs and ${translation.items.length} items translated, the original has ${original.navigation.length} and ${original.items.length}`);
  }
  return {
    id: original.id,
    title: translation.title,
    navigation: original.navigation.map((nav, index) => ({ title: translation.tabs[index] ?? nav.title, tags: nav.tags })),
    items: original.items.map((item, index) => {
      const [ques, ans, linkText] = translation.items[index] ?? [item.ques, item.ans];
      if ((linkText === undefined) !== (item.linkHref === undefined)) {
        throw new Error(`FAQ set ${original.id}, item ${index + 1}: a link text must be given exactly when the original has a link`);
      }
      const link = item.linkHref !== undefined && linkText !== undefined ? { text: linkText, href: item.linkHref } : undefined;
      return faq(ques, ans, item.tags, item.subtags, link);
    }),
  };
}
