/** Page breakpoints: wide ≥ 1440, desktop 1024–1439, tablet 768–1023, mobile 480–767, small < 480. */
export const PAGE_BREAKPOINTS = { mobile: 480, tablet: 768, desktop: 1024, wide: 1440 } as const;

export type PageSize = 'small' | 'mobile' | 'tablet' | 'desktop' | 'wide';

export function pageSizeOf(width: number): PageSize {
  if (width >= PAGE_BREAKPOINTS.wide) return 'wide';
  if (width >= PAGE_BREAKPOINTS.desktop) return 'desktop';
  if (width >= PAGE_BREAKPOINTS.tablet) return 'tablet';
  if (width >= PAGE_BREAKPOINTS.mobile) return 'mobile';
  return 'small';
}
