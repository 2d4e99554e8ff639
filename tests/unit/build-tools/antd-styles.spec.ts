import { antdCssVarStyles, antdStylesCss } from '../../../build-tools/antd-styles';
import { theme } from 'antd';
import { exchangeTheme } from '../../../src/presentation/app/theme';

// renders antd's specimens on the server once per theme object (cached): a few seconds on a busy machine
jest.setTimeout(60_000);

describe('antd styles built ahead (build-tools/antd-styles.ts)', () => {
  it('puts the components’ styles and the cache-path map in the sheet, not their CSS variables', () => {
    const css = antdStylesCss(exchangeTheme);
    expect(css).toContain('.ant-btn');
    // the trade page's member panels: the market-only box and the cancel confirmations (a popover)
    for (const component of ['.ant-checkbox', '.ant-popconfirm', '.ant-popover']) expect(css).toContain(component);
    expect(css).toContain('data-ant-cssinjs-cache-path');
    expect(css).not.toMatch(/\.woo\.ant-btn\{--ant-button/);
  });

  it('gives each component’s CSS variables as the element antd writes: hash, theme key and text', () => {
    const vars = antdCssVarStyles(exchangeTheme);
    const button = vars.find((style) => style.css.startsWith('.woo.ant-btn{'));
    expect(button).toMatchObject({ token: 'woo', id: expect.stringMatching(/^[0-9a-z]+$/) });
    expect(button!.css).toMatch(/^\.woo\.ant-btn\{--ant-button-[\s\S]*\}$/);
    expect(new Set(vars.map((style) => style.id)).size).toBe(vars.length);
    // the theme's own variables first, named as the browser looks them up: hash('css-var-woo') (@emotion/hash)
    expect(vars[0]).toMatchObject({ id: '1rfjo4', token: 'woo' });
    // with the dark algorithm's colours, as the browser derives them (not the seed's #3b74e0)
    const primary = theme.getDesignToken(exchangeTheme).colorPrimary;
    expect(primary).not.toBe('#3b74e0');
    expect(vars[0].css).toMatch(/^\.woo\{--ant-blue:#1677FF;/);
    expect(vars[0].css).toContain(`--ant-color-primary:${primary};`);
  });
});
