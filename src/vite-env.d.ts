/// <reference types="vite/client" />

/** The antd theme as `--ex-*` CSS variables, generated at build time (build-tools/theme-tokens-plugin.ts). */
declare module 'virtual:theme-tokens.css';
