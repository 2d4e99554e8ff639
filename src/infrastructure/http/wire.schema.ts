import * as z from 'zod/mini';
import { readCount, readDecimal, readFlag, readId, readPageMeta, readTimestampMs, type WirePage } from '../../domain/wire/wire-values';

/**
 * zod readers for the real exchange's scalars in every period it has been recorded in (src/domain/wire/wire-values.ts,
 * docs/protocol.md "Wire periods"). Adapters build their row schemas from these, never from `z.number()` or
 * `z.int()` directly, so a period that sends strings (or seconds) reads the same domain values.
 */

function reader<T>(read: (value: unknown) => T | undefined, what: string) {
  return z.pipe(
    z.unknown(),
    z.transform((value: unknown, ctx) => {
      const read_ = read(value);
      if (read_ === undefined) ctx.issues.push({ code: 'custom', message: `not ${what}`, input: value });
      return read_ === undefined ? z.NEVER : read_;
    }),
  );
}

/** An id as its exact decimal string (`60780315704`, `"25110415390200329"`). */
export const wireId = reader(readId, 'an id');
/** A time in integer milliseconds (ms number, ms string, or seconds as a decimal string). */
export const wireTime = reader(readTimestampMs, 'a time');
/** A signed decimal as a plain decimal string. */
export const wireDecimal = reader(readDecimal, 'a decimal');
/** A boolean sent as `true`/`false`, `0`/`1` or their strings. */
export const wireFlag = reader(readFlag, 'a flag');
/** A non-negative whole number (a number or a string of digits). */
export const wireCount = reader(readCount, 'a count');
/** `{total, recordsPerPage | records_per_page, currentPage | current_page}`. */
export const wirePageMeta = reader<WirePage>(readPageMeta, 'a page');

/** Absent or null → `fallback`. */
export function orDefault<T>(schema: z.ZodMiniType<T>, fallback: T) {
  return z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((v: T | null | undefined) => v ?? fallback),
  );
}

/** Absent or null → null. */
export function nullable<T>(schema: z.ZodMiniType<T>) {
  return z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((v: T | null | undefined) => v ?? null),
  );
}

/** A row of a list that could not be read: where it was and why (the first problem). */
export interface UnreadableRow {
  readonly index: number;
  readonly path: string;
  readonly message: string;
}

/** Rows read one by one: the readable ones, and every unreadable one accounted for (never silently dropped). */
export interface ReadRows<T> {
  readonly rows: T[];
  readonly unreadable: readonly UnreadableRow[];
}

/** Reads an array's rows one by one; a row that fails is reported with its path instead of failing the list. */
export function readRows<T>(rows: readonly unknown[], row: z.ZodMiniType<T>, container = 'rows'): ReadRows<T> {
  const valid: T[] = [];
  const unreadable: UnreadableRow[] = [];
  rows.forEach((raw, index) => {
    const parsed = row.safeParse(raw);
    if (parsed.success) valid.push(parsed.data);
    else {
      const issue = parsed.error.issues[0];
      const path = [container, String(index), ...(issue?.path ?? []).map(String)].join('.');
      unreadable.push({ index, path, message: issue?.message ?? 'unreadable' });
    }
  });
  return { rows: valid, unreadable };
}

/** An array of rows under `container` (`rows`, `positions`, `holding`…), read with `readRows`. */
export function wireRows<T>(row: z.ZodMiniType<T>, container = 'rows') {
  return z.pipe(
    z.looseObject({ [container]: z.array(z.unknown()).check(z.maxLength(100_000)) }),
    z.transform((data: Record<string, unknown[]>) => readRows(data[container], row, container)),
  );
}

/** A paged list: `rows` read with `readRows` and its `meta` in either spelling. */
export function wirePage<T>(row: z.ZodMiniType<T>) {
  return z.pipe(
    z.object({ rows: z.array(z.unknown()).check(z.maxLength(100_000)), meta: wirePageMeta }),
    z.transform((data: { rows: unknown[]; meta: WirePage }) => ({ ...readRows(data.rows, row), meta: data.meta })),
  );
}

/** Writes one warning per unreadable row (the logger the adapter has; console in tests). */
export function reportUnreadable(
  warn: (message: string, detail?: unknown) => void,
  call: string,
  unreadable: readonly UnreadableRow[],
): void {
  for (const row of unreadable) warn(`${call}: row ${row.path} could not be read (${row.message})`, row);
}
