/**
 * Makes everything in <body> but `keep` inert and hidden from assistive technology: the shell, and
 * every portal (a half-filled drawer, a dropdown, a message) now or added later. Returns the undo,
 * which gives each element back exactly the `inert` and `aria-hidden` it had before.
 */
export function inertOutside(keep: Element): () => void {
  const changed = new Map<Element, { inert: boolean; ariaHidden: string | null }>();

  const hide = (element: Element) => {
    if (element === keep || changed.has(element) || !(element instanceof HTMLElement)) return;
    // Scripts and styles have nothing to show.
    if (element instanceof HTMLScriptElement || element instanceof HTMLStyleElement) return;
    changed.set(element, { inert: element.inert, ariaHidden: element.getAttribute('aria-hidden') });
    element.inert = true;
    element.setAttribute('aria-hidden', 'true');
  };

  Array.from(document.body.children).forEach(hide);
  const observer = new MutationObserver((records) => {
    records.forEach((record) => record.addedNodes.forEach((node) => node instanceof Element && hide(node)));
  });
  observer.observe(document.body, { childList: true });

  return () => {
    observer.disconnect();
    changed.forEach(({ inert, ariaHidden }, element) => {
      if (!(element instanceof HTMLElement)) return;
      element.inert = inert;
      if (ariaHidden === null) element.removeAttribute('aria-hidden');
      else element.setAttribute('aria-hidden', ariaHidden);
    });
  };
}
