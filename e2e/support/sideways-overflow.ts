import type { Page } from 'playwright-core';

/**
 * What on the page does not fit the screen's width: the document scrolling sideways, a
 * box that scrolls sideways (overflow-x auto or scroll, with more content than width), and any
 * visible control or table cell whose box reaches past the left or right edge. Empty when all fits.
 * Printable reports (inside `[data-printable-report]`) may scroll; they are meant for paper.
 * `scrollers` names (aria-label) boxes meant to scroll sideways, such as a tournament bracket (issue
 * #12: 'scroll or zoom, never cut'): they may, and what is inside them is reached by scrolling them.
 */
export function findSidewaysOverflow(page: Page, { scrollers = [] }: { scrollers?: string[] } = {}): Promise<string[]> {
  return page.evaluate((scrollerNames) => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const problems: string[] = [];
    const scrollerSelector = scrollerNames.map((name) => `[aria-label="${CSS.escape(name)}"]`).join(', ');
    const printable = (element: Element) =>
      element.closest('[data-printable-report]') !== null ||
      (scrollerSelector !== '' && element.closest(scrollerSelector) !== null);
    const describe = (element: Element) => {
      const label = element.getAttribute('aria-label');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const classes = element.getAttribute('class');
      return `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}> "${label ?? text}"`;
    };

    if (root.scrollWidth > width) problems.push(`the page is ${root.scrollWidth} px wide on a ${width} px screen`);
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const { overflowX } = getComputedStyle(element);
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      if (element.scrollWidth > element.clientWidth && !printable(element))
        problems.push(`${describe(element)} scrolls sideways (${element.scrollWidth} px in ${element.clientWidth} px)`);
    }
    const controls = 'button, a, input, select, textarea, [role=tab], th, td';
    const clipped: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll(controls))) {
      if (!element.checkVisibility({ visibilityProperty: true }) || printable(element)) continue;
      const box = element.getBoundingClientRect();
      // Visually hidden text (1 px, clipped) is for screen readers, not a box on screen.
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left < -0.5 || box.right > width + 0.5)
        clipped.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px of ${width} px`);
    }
    // The first few are enough to see what is wrong; a clipped table would list every cell.
    problems.push(...clipped.slice(0, 4));
    if (clipped.length > 4) problems.push(`and ${clipped.length - 4} more controls or cells past an edge`);
    return problems;
  }, scrollers);
}

/**
 * Headings that cut a word across two lines although the word is narrower than half the screen, so a
 * layout could have kept it whole ("Saman / tha" on a 360 px phone). Empty when every word is whole.
 */
export function findWordsCutInHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const headings = document.body.querySelectorAll('h1, h2, h3, h4, h5, h6, [role=heading]');
    for (const heading of Array.from(headings)) {
      if (!heading.checkVisibility({ visibilityProperty: true })) continue;
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          const width = Array.from(range.getClientRects()).reduce((sum, rect) => sum + rect.width, 0);
          if (lines.size > 1 && width <= document.documentElement.clientWidth / 2)
            problems.push(
              `the heading "${(heading.textContent ?? '').trim()}" cuts the word "${word[0]}" across lines`,
            );
        }
      }
    }
    return problems;
  });
}
