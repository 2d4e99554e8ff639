import { Alert, Skeleton, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The `<rapi-doc>` attributes that follow the antd theme (colours, fonts) and the screen (layout). */
export function rapidocAttributes(
  token: ReturnType<typeof theme.useToken>['token'],
  narrow: boolean,
  specUrl: string,
): Record<string, string> {
  const dark = isDark(token.colorBgContainer);
  return {
    'spec-url': specUrl,
    theme: dark ? 'dark' : 'light',
    'bg-color': token.colorBgContainer,
    'text-color': token.colorText,
    'header-color': token.colorBgLayout,
    'primary-color': token.colorPrimary,
    'nav-bg-color': token.colorBgLayout,
    'nav-text-color': token.colorText,
    'nav-hover-bg-color': token.colorFillSecondary,
    'nav-accent-color': token.colorPrimary,
    'regular-font': token.fontFamily,
    'mono-font': token.fontFamilyCode,
    'font-size': 'default',
    // its web fonts come from Google: the CSP allows fonts from this origin only, and the theme's fonts are used
    'load-fonts': 'false',
    'render-style': narrow ? 'view' : 'focused',
    layout: narrow ? 'column' : 'row',
    'show-header': 'false',
    'show-info': 'true',
    'show-side-nav': narrow ? 'false' : 'true',
    'allow-try': 'false',
    'allow-authentication': 'false',
    'allow-server-selection': 'false',
    'allow-spec-url-load': 'false',
    'allow-spec-file-load': 'false',
    'schema-description-expanded': 'true',
    'default-schema-tab': 'schema',
    'sort-endpoints-by': 'none',
    'use-path-in-nav-bar': 'false',
  };
}

/** Whether a `#rrggbb` (or `rgb(…)`) background is dark (relative luminance under one half). */
export function isDark(color: string): boolean {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  const rgb = hex
    ? [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16))
    : (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  if (rgb.length < 3) return false;
  return (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255 < 0.5;
}

/** rapidoc shows its side navigation only when its own box is at least this wide (a container query in its styles). */
const RAPIDOC_NAV_MIN_WIDTH = 768;

/**
 * Whether the box is too narrow for rapidoc's side navigation: then the document is laid out in one column with every
 * operation shown (`view`), since the focused style without the navigation would show only the introduction.
 */
const useNarrowBox = (box: React.RefObject<HTMLDivElement | null>): boolean => {
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && window.innerWidth - 32 < RAPIDOC_NAV_MIN_WIDTH);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) =>
      setNarrow((entry?.contentRect.width ?? RAPIDOC_NAV_MIN_WIDTH) < RAPIDOC_NAV_MIN_WIDTH),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return narrow;
};

/**
 * The OpenAPI document rendered by rapidoc, a web component loaded only here (a chunk of its own, imported when this
 * view mounts), themed with the antd tokens. The element is made imperatively (React does not type custom elements).
 */
export function RapidocView({ specUrl }: { readonly specUrl: string }) {
  const { t } = useTranslation('apiKeys');
  const { token } = theme.useToken();
  const host = useRef<HTMLDivElement>(null);
  const narrow = useNarrowBox(host);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let alive = true;
    import('rapidoc').then(
      () => alive && setState('ready'),
      () => alive && setState('failed'),
    );
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const box = host.current;
    if (state !== 'ready' || !box) return;
    // the attributes are set before the element connects: rapidoc reads some (load-fonts) only then
    const existing = box.querySelector('rapi-doc');
    const element = existing ?? document.createElement('rapi-doc');
    for (const [name, value] of Object.entries(rapidocAttributes(token, narrow, specUrl))) element.setAttribute(name, value);
    if (!existing) {
      element.setAttribute('data-testid', 'rapidoc');
      (element as HTMLElement).style.cssText = 'display:block;width:100%;height:80vh;min-height:480px';
      box.appendChild(element);
    }
  }, [state, token, narrow, specUrl]);

  if (state === 'failed') return <Alert type="error" showIcon title={t('reference.loadFailed')} />;
  return (
    <div
      ref={host}
      style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, overflow: 'hidden', minHeight: 480 }}
    >
      {state === 'loading' && <Skeleton active style={{ padding: token.padding }} />}
    </div>
  );
}
