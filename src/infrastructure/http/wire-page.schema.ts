import * as z from 'zod/mini';

/** Paged lists: `data.rows` + `data.meta {total, recordsPerPage, currentPage}`. */
export function pageOf<T>(row: z.ZodMiniType<T>) {
  return z.object({
    rows: z.array(row).check(z.maxLength(1000)),
    meta: z.object({ total: z.int().check(z.gte(0)), recordsPerPage: z.int().check(z.gte(0)), currentPage: z.int().check(z.gte(0)) }),
  });
}
