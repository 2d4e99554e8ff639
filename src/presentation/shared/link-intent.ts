/** The in-app link `target` is in (an `<a href>` that opens here), else undefined. */
function linkOf(target: EventTarget | null): HTMLAnchorElement | undefined {
  const element = target instanceof Element ? target.closest('a[href]') : null;
  if (!(element instanceof HTMLAnchorElement)) return undefined;
  if ((element.target && element.target !== '_self') || element.hasAttribute('download')) return undefined;
  return element;
}

/**
 * Tells `onIntent` the address of a link the user is following: pressed (a mouse button, a finger, a pen: the
 * `pointerdown` before its `click`) or Enter on it. One listener per kind on the document, for every link of the page
 * (the app's `Link`s, antd's menus, plain anchors): nothing on the links themselves.
 *
 * Not the pointer resting on a link, nor the keyboard's focus: on a phone's network a pointer that rested on links
 * while its visitor read (as a reader's does) had their pages fetched, and the page clicked next waited behind them
 * (`bench/navigation.bench.mjs`: a click from the home to `/blog` 468 → 4,571 ms; docs/adr/0038).
 */
export function watchLinkIntents(doc: Document, onIntent: (href: string) => void): () => void {
  const tell = (link: HTMLAnchorElement | undefined) => {
    if (link) onIntent(link.href);
  };
  const press = (event: PointerEvent) => {
    if (event.button === 0) tell(linkOf(event.target));
  };
  const key = (event: KeyboardEvent) => {
    if (event.key === 'Enter') tell(linkOf(event.target));
  };
  const options = { capture: true, passive: true };
  doc.addEventListener('pointerdown', press, options);
  doc.addEventListener('keydown', key, options);
  return () => {
    doc.removeEventListener('pointerdown', press, options);
    doc.removeEventListener('keydown', key, options);
  };
}

/** The inputs that show a person is on the page. */
const INPUTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Runs `run` once, at the page's first input (the pointer moving, a press, a key, a touch, the focus): the work a
 * person's next step needs, left undone for a page no one touches (a visitor reading, a crawler, a performance audit).
 * Answers a stop.
 */
export function onFirstInput(doc: Document, run: () => void): () => void {
  const options = { capture: true, passive: true };
  const stop = () => {
    for (const type of INPUTS) doc.removeEventListener(type, first, options);
  };
  const first = () => {
    stop();
    run();
  };
  for (const type of INPUTS) doc.addEventListener(type, first, options);
  return stop;
}
