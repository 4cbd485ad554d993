/**
 * Where the browser drew a text, character by character: what "reads in its own direction" means on the
 * screen, measured rather than read off an attribute.
 */

interface DrawnCharacter {
  character: string;
  box: DOMRect;
}

/** Each visible, non-blank character of an element's text with its box, in reading (logical) order. */
function drawnCharacters(element: Element): DrawnCharacter[] {
  const drawn: DrawnCharacter[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let offset = 0; offset < text.length; offset++) {
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      const box = range.getBoundingClientRect();
      if (text[offset].trim() && box.width > 0) drawn.push({ character: text[offset], box });
    }
  }
  return drawn;
}

const sameLine = (a: DOMRect, b: DOMRect) => Math.abs(a.top - b.top) < Math.min(a.height, b.height) / 2;

/**
 * Whether a text in a left-to-right script was drawn left to right: on each line, every character lies
 * after (to the right of) the one before it, so a sentence's full stop or question mark is at its right
 * end. Returns the first pair drawn the other way round, or null when there is none.
 */
export function drawnOutOfOrder(element: Element): string | null {
  const drawn = drawnCharacters(element);
  if (drawn.length < 2) throw new Error(`Too little text drawn in ${element.outerHTML.slice(0, 160)}`);
  for (let index = 1; index < drawn.length; index++) {
    const [before, after] = [drawn[index - 1], drawn[index]];
    if (sameLine(before.box, after.box) && after.box.left < before.box.left - 0.5)
      return `"${after.character}" drawn left of "${before.character}" in "${element.textContent}"`;
  }
  return null;
}

/** The first and last drawn characters of an element's text (its logical start and end). */
export function endsOf(element: Element): { first: DOMRect; last: DOMRect } {
  const drawn = drawnCharacters(element);
  if (drawn.length < 2) throw new Error(`Too little text drawn in ${element.outerHTML.slice(0, 160)}`);
  return { first: drawn[0].box, last: drawn[drawn.length - 1].box };
}

/** The characters of a text a reader sees in the box that cuts it (by default its own): those drawn inside. */
export function visibleText(element: Element, clip: Element = element): string {
  const frame = clip.getBoundingClientRect();
  return drawnCharacters(element)
    .filter(({ box }) => box.left >= frame.left - 1 && box.right <= frame.right + 1)
    .map(({ character }) => character)
    .join('');
}

/** Letters of the right-to-left scripts; any other letter is a left-to-right one. */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const LETTER = /\p{L}/u;

/** Where a list or a record shows values: table cells and descriptions' values. */
const VALUE_BOXES = 'td, .ant-descriptions-item-content';

/**
 * Text in a left-to-right script shown raw in a table cell or a description of a right-to-left page: not
 * inside an element that sets its own direction (UserText's `<bdi dir="auto">`, a `dir="ltr"` code or
 * time). In the Arabic console every such text is something a person wrote (a post, a name, a login) or
 * a value that reads left to right (a version, a device id): laid out as Arabic, its punctuation moves
 * to the wrong end. Returns each one found, with a little of the cell it is in.
 */
export function rawLeftToRightText(root: Element): string[] {
  const found: string[] = [];
  for (const box of root.querySelectorAll(VALUE_BOXES)) {
    if (box.closest('[aria-hidden="true"]') || !box.checkVisibility()) continue;
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const firstLetter = [...text].find((character) => LETTER.test(character));
      if (!firstLetter || RIGHT_TO_LEFT.test(firstLetter)) continue;
      const parent = node.parentElement!;
      const isolated = parent.closest('[dir], bdi');
      if (isolated && box.contains(isolated)) continue;
      if (!parent.checkVisibility()) continue;
      found.push(`"${text.trim().slice(0, 60)}" in ${box.tagName.toLowerCase()}.${box.className.split(' ').join('.')}`);
    }
  }
  return found;
}

/**
 * Words of an element's text that the browser broke across lines ("Page languag|e"): each word is drawn on
 * one line, or it is named here.
 */
export function wordsBrokenAcrossLines(element: Element): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set(
        [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)),
      );
      if (lines.size > 1) broken.push(word[0]);
    }
  }
  return broken;
}
