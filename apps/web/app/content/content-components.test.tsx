import { FAQS, parseBlogMarkup, PRODUCT_PAGES_EN } from '@rinn/content';
import { FAQ_COUNTS } from '@rinn/rules';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FaqAccordion, faqTopicFromQuery } from './FaqAccordion.tsx';
import { HighlightCards } from './HighlightCards.tsx';
import { MarkupBody } from './MarkupBody.tsx';

afterEach(cleanup);

function renderInRouter(element: React.ReactNode, at = '/') {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return render(<Stub initialEntries={[at]} />);
}

describe('MarkupBody', () => {
  it('renders headings with anchors, bold, lists and internal links, and keeps HTML as text', async () => {
    renderInRouter(<MarkupBody blocks={parseBlogMarkup('## How EMI works\nPay **on time** <script>alert(1)</script>.\n\n- See [the calculator](/emi-calculator)')} />);
    const heading = await screen.findByRole('heading', { name: 'How EMI works' });
    expect(heading.id).toBe('how-emi-works');
    expect(screen.getByText('on time').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'the calculator' }).getAttribute('href')).toBe('/emi-calculator');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
  });
});

describe('HighlightCards', () => {
  it('lists each highlight as a card: its title as a heading and its points as a list', () => {
    const { highlights } = PRODUCT_PAGES_EN.personal;
    render(<HighlightCards highlights={highlights} />);
    const cards = screen.getAllByRole('list')[0]?.children ?? [];
    expect(highlights.length).toBeGreaterThan(1);
    expect([...cards].map((card) => card.tagName)).toEqual(highlights.map(() => 'LI'));
    highlights.forEach((highlight, index) => {
      const card = cards[index] as HTMLElement;
      expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(highlight.title);
      expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(highlight.points);
    });
  });
});

describe('FaqAccordion', () => {
  const set = FAQS['personal-loan'];

  it('shows the default count, then every item with View more, and back with View less', async () => {
    renderInRouter(<FaqAccordion title={set.title} items={set.items} navigation={set.navigation} kind="default" />);
    const panel = await screen.findByRole('tabpanel');
    expect(panel.querySelectorAll('details')).toHaveLength(FAQ_COUNTS.default);
    fireEvent.click(within(panel).getByRole('button', { name: 'View more' }));
    expect(panel.querySelectorAll('details')).toHaveLength(set.items.length);
    fireEvent.click(within(panel).getByRole('button', { name: 'View less' }));
    expect(panel.querySelectorAll('details')).toHaveLength(FAQ_COUNTS.default);
  });

  it('starts on All and filters items by the selected tab', async () => {
    renderInRouter(<FaqAccordion title={set.title} items={set.items} navigation={set.navigation} kind="dynamic" />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    const second = set.navigation[1];
    if (second === undefined) throw new Error('the personal-loan FAQ needs a second tab');
    fireEvent.click(screen.getByRole('tab', { name: second.title }));
    const shown = [...screen.getByRole('tabpanel').querySelectorAll('summary')].map((summary) => summary.textContent);
    expect(shown).toEqual(set.items.filter((item) => item.tags.includes(second.tags)).map((item) => item.ques));
  });

  it('HYDRATE-002: the tabs are links to the page on each tab, at the questions; a page opened on one shows it', async () => {
    const second = set.navigation[1];
    if (second === undefined) throw new Error('the personal-loan FAQ needs a second tab');
    renderInRouter(<FaqAccordion title={set.title} items={set.items} navigation={set.navigation} kind="default" anchorId="faq-questions" />, `/?topic=${second.tags}`);
    const tab = await screen.findByRole('tab', { name: second.title });
    expect(tab.getAttribute('href')).toBe(`?${new URLSearchParams({ topic: second.tags }).toString()}#faq-questions`);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    // Only a tab of the page is taken from a query.
    expect(faqTopicFromQuery('?topic=no-such-topic', set.navigation)).toBeNull();
    expect(faqTopicFromQuery('', set.navigation)).toBeNull();
    expect(faqTopicFromQuery(`?topic=${second.tags}`, set.navigation)).toBe(second.tags);
  });
});
