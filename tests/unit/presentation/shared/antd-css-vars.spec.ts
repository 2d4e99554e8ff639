/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { updateCSS } from '@rc-component/util/lib/Dom/dynamicCSS';
import { seedCssVarStyles, type CssVarStyle } from '../../../../src/presentation/shared/antd-css-vars';

const BUTTON: CssVarStyle = { id: '1f2yp9g', token: 'woo', css: '.woo.ant-btn{--ant-button-primary-shadow:none;}' };
const CARD: CssVarStyle = { id: '1g1yj7n', token: 'woo', css: '.woo.ant-card{--ant-card-header-bg:transparent;}' };

/** What antd's CSS-in-JS does when a component registers its variables (`useCSSVarRegister`). */
const register = (style: CssVarStyle) =>
  updateCSS(style.css, style.id, { mark: 'data-css-hash', prepend: 'queue', attachTo: document.head, priority: -999 });

const styles = () => Array.from(document.head.querySelectorAll('style'), (node) => [node.getAttribute('data-css-hash'), node.textContent]);

describe('the components’ CSS-variable styles built ahead (seedCssVarStyles)', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/antd-provider.css">';
  });

  it('are inserted at the head’s start, in order, as the elements antd would insert', () => {
    seedCssVarStyles([BUTTON, CARD], document.head);
    const [first, second, link] = Array.from(document.head.children);
    expect(link.tagName).toBe('LINK');
    expect([first, second].map((node) => [node.getAttribute('data-css-hash'), node.getAttribute('data-token-hash')])).toEqual([
      ['1f2yp9g', 'woo'],
      ['1g1yj7n', 'woo'],
    ]);
    expect(first.getAttribute('data-rc-order')).toBe('prependQueue');
    expect(first.getAttribute('data-rc-priority')).toBe('-999');
    expect(first.textContent).toBe(BUTTON.css);
  });

  it('leave antd nothing to insert when a component registers the same variables', () => {
    seedCssVarStyles([BUTTON, CARD], document.head);
    const before = Array.from(document.head.children);
    const node = register(BUTTON);
    expect(node).toBe(before[0]);
    expect(Array.from(document.head.children)).toEqual(before);
    expect(styles()).toEqual([
      ['1f2yp9g', BUTTON.css],
      ['1g1yj7n', CARD.css],
    ]);
  });

  it('do not stop antd from inserting a style it computes differently (another hash)', () => {
    seedCssVarStyles([BUTTON], document.head);
    register({ id: 'other1', token: 'woo', css: '.woo.ant-btn{--ant-button-primary-shadow:0 0 1px red;}' });
    expect(styles().map(([id]) => id)).toEqual(expect.arrayContaining(['1f2yp9g', 'other1']));
    expect(styles()).toHaveLength(2);
  });

  it('are not inserted twice (a second seeding, or a style antd inserted first)', () => {
    register(CARD);
    seedCssVarStyles([BUTTON, CARD], document.head);
    seedCssVarStyles([BUTTON, CARD], document.head);
    expect(
      styles()
        .map(([id]) => id)
        .sort(),
    ).toEqual(['1f2yp9g', '1g1yj7n']);
  });
});
