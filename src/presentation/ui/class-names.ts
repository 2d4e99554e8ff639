/** Joins the truthy class names (the light UI kit's tiny `clsx`). */
export const cx = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');
