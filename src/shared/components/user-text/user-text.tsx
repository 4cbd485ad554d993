import { type CSSProperties, useCallback, useLayoutEffect, useRef, useState } from 'react';
import './user-text.css';

interface UserTextProps {
  /** What a person wrote (a post, a comment, a name, a login, a reason, a file name): shown as text, never markup. */
  children: string | null | undefined;
  /**
   * Lines it may take before it is cut, with the ellipsis at the text's own end (an English post in the
   * Arabic console shows its start); the whole text shows on hover only where it is cut. None: it shows
   * in full.
   */
  lines?: number;
  /** Shown in full as a block of its own (a paragraph, a reason under its heading) rather than inline. */
  block?: boolean;
  /** Keeps the writer's line breaks. */
  keepBreaks?: boolean;
  /** The text's language (a BCP 47 tag), when it is known. */
  lang?: string;
  className?: string;
  style?: CSSProperties;
}

/** One observer for every cut text on the page: a long list has hundreds. */
const watched = new WeakMap<Element, () => void>();
let observer: ResizeObserver | null = null;
function watch(element: Element, measure: () => void) {
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) watched.get(entry.target)?.();
  });
  watched.set(element, measure);
  observer.observe(element);
  return () => {
    watched.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * User-written text, isolated from the text around it and laid out in its own direction (`dir="auto"`
 * on a `<bdi>`): "Which hospital did you choose?" keeps its question mark at its end in the Arabic
 * console, and an Arabic comment reads right to left in the English one. Screens show every text a person
 * wrote through it, in table cells above all (docs/kit.md says how that is checked).
 */
export function UserText({ children, lines, block, keepBreaks, lang, className, style }: UserTextProps) {
  const ref = useRef<HTMLElement>(null);
  const [cut, setCut] = useState(false);
  const text = children ?? '';

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element || !lines) return;
    setCut(
      lines === 1 ? element.scrollWidth > element.clientWidth + 1 : element.scrollHeight > element.clientHeight + 1,
    );
  }, [lines]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !lines) return setCut(false);
    measure();
    return watch(element, measure);
  }, [lines, measure, text]);

  if (!text) return null;
  const classes = ['user-text'];
  if (lines === 1) classes.push('user-text--line');
  else if (lines) classes.push('user-text--lines');
  else if (block) classes.push('user-text--block');
  if (keepBreaks) classes.push('user-text--breaks');
  if (className) classes.push(className);
  return (
    <bdi
      ref={ref}
      dir="auto"
      lang={lang}
      className={classes.join(' ')}
      style={lines && lines > 1 ? ({ ...style, '--user-text-lines': lines } as CSSProperties) : style}
      title={cut ? text : undefined}
    >
      {text}
    </bdi>
  );
}

/** A table column's `render` for a field a person wrote (a login, a name, a title): `render: userTextCell`. */
export const userTextCell = (text: string | null | undefined) => <UserText>{text}</UserText>;
