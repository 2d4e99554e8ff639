import { z, type ZodType } from 'zod';

/** Shapes of `data` shared by many answers (documentation only: the routes build these objects). */
export const pageMeta = z.object({ total: z.number().int(), recordsPerPage: z.number().int(), currentPage: z.number().int() });

/** `data {rows, meta}`: one page of rows. */
export const paged = (row: ZodType = z.record(z.string(), z.unknown())) => z.object({ rows: z.array(row), meta: pageMeta });

/** `data {rows}`: every row at once. */
export const rowsOf = (row: ZodType = z.record(z.string(), z.unknown())) => z.object({ rows: z.array(row) });

/** `data {status}`: a write the exchange accepted (e.g. CANCEL_SENT). */
export const statusAnswer = (status: string) => z.object({ status: z.literal(status) });

/** Any object (the answer is documented in docs/protocol.md but has no schema yet). */
export const anyObject = z.record(z.string(), z.unknown());
