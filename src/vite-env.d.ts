/// <reference types="vite/client" />

/** The antd theme as `--ex-*` CSS variables, generated at build time (build-tools/theme-tokens-plugin.ts). */
declare module 'virtual:theme-tokens.css';

/** antd's styles for the app's components under the exchange theme, extracted at build time (build-tools/antd-styles.ts). */
declare module 'virtual:antd-styles.css';

/** The theme's seed and the map token antd's algorithm derives from it, computed at build time (build-tools/antd-styles.ts). */
declare const __ANTD_MAP_TOKEN__:
  | { readonly seed: Readonly<import('antd/es/theme/interface').SeedToken>; readonly mapToken: import('antd/es/theme/interface').MapToken }
  | undefined;
/** The theme's and the components' CSS-variable style elements, extracted at build time (build-tools/antd-styles.ts, `seedCssVarStyles`). */
declare const __ANTD_CSS_VARS__: readonly import('./presentation/shared/antd-css-vars').CssVarStyle[] | undefined;
/** The OpenAPI renderer (a web component, `<rapi-doc>`), loaded only by /api-reference. */
declare module 'rapidoc';
