import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { openApp } from './helpers';

/**
 * Where the browser broke each line of an element's text: for every line after the first, the
 * characters on both sides of the break. Read from the characters' boxes (a new line starts
 * where a character's top moves down).
 */
function lineBreaks(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const chars: { ch: string; top: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (box) chars.push({ ch: text[i]!, top: box.top });
      }
    }
    const out: string[] = [];
    for (let i = 1; i < chars.length; i++) {
      if (chars[i]!.top > chars[i - 1]!.top + 2) out.push(`${chars[i - 1]!.ch}|${chars[i]!.ch}`);
    }
    return out;
  }, selector);
}

const HANGUL = /[\uac00-\ud7a3]/;

test('a Korean case title wraps between words, never inside one', async ({ page }) => {
  // A phone-width panel makes the long Korean title of IL-0034 wrap onto several lines.
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page, '?lang=ko&case=IL-0034');
  const title = page.locator('#panel-title');
  await expect(title).toHaveText(HANGUL);
  const breaks = await lineBreaks(page, '#panel-title');
  expect(breaks.length, 'the title should wrap at this width').toBeGreaterThan(0);
  // A break inside a word has Hangul on both sides of it; between words the space ends the line.
  const insideWords = breaks.filter((b) => HANGUL.test(b[0]!) && HANGUL.test(b[2]!));
  expect(insideWords).toEqual([]);
});
