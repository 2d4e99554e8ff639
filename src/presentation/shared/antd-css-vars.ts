/** One CSS-variable style element antd's CSS-in-JS would insert: its `data-css-hash`, `data-token-hash` and text. */
export interface CssVarStyle {
  readonly id: string;
  readonly token: string;
  readonly css: string;
}

/** The attributes antd's CSS-in-JS gives a CSS-variable style (`@ant-design/cssinjs`, `useCSSVarRegister`, `useCacheToken`). */
const ORDER = 'data-rc-order';
const PRIORITY = 'data-rc-priority';
const TOKEN = 'data-token-hash';
const MARK = 'data-css-hash';

/**
 * Inserts the theme's and the components' CSS-variable styles built at build time (build-tools/antd-styles.ts) as the style elements antd
 * would insert in the first commit that uses each, at the head's start in antd's order. When a component then registers
 * its variables, antd finds the element by its hash with the same text and changes nothing: the commit no longer
 * inserts (and the browser no longer parses) them one by one (11 elements, 22 KB on `/leaderboard`). A style already there is left alone; a
 * style whose hash differs at run time (another seed) is inserted by antd as before.
 */
export function seedCssVarStyles(styles: readonly CssVarStyle[], head: HTMLElement): void {
  const present = new Set(Array.from(head.querySelectorAll(`style[${MARK}]`), (node) => node.getAttribute(MARK)));
  let after: ChildNode | null = null;
  for (const style of styles) {
    if (present.has(style.id)) continue;
    const node = head.ownerDocument.createElement('style');
    node.setAttribute(ORDER, 'prependQueue');
    node.setAttribute(PRIORITY, '-999');
    node.setAttribute(TOKEN, style.token);
    node.setAttribute(MARK, style.id);
    node.textContent = style.css;
    head.insertBefore(node, after ? after.nextSibling : head.firstChild);
    after = node;
  }
}
