import type { FigureTone } from '../../domain/social/figure-tone';
import { percentOf } from '../../domain/social/profile';
import { formatDecimalIn } from '../trade/trade-format';

/** A truncated figure that shows as zero ("-0.00") loses its sign. */
const unsignedZero = (text: string): string => (/^-[0.,\s\u00a0\u202f]*$/.test(text) ? text.slice(1) : text);

/** USDT figures with two decimals in the language's format (decimal strings, never floats). */
export const usdt = (lng: string, v: string | null | undefined): string => unsignedZero(formatDecimalIn(lng, v ?? undefined, 2));

/** A fraction as a percent with two decimals ('0.0251' → '2.51 %' in English). */
export const percent = (lng: string, fraction: string | null | undefined): string =>
  fraction === null || fraction === undefined ? '–' : `${unsignedZero(formatDecimalIn(lng, percentOf(fraction), 2))} %`;

/** The path of a trader's profile. */
export const profilePath = (uuid: string): string => `/leaderboard/user-profile?uuid=${encodeURIComponent(uuid)}`;

/** The antd text type of a figure's tone: gains green, losses red, a figure shown as zero neutral. */
export const toneType = (tone: FigureTone): 'success' | 'danger' | undefined =>
  tone === 'up' ? 'success' : tone === 'down' ? 'danger' : undefined;
