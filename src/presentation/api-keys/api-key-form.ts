import { MAX_LABEL_LENGTH, labelProblem, type ApiKeyPermission } from '../../domain/api-keys/api-key';
import { splitIpList, validateIpList, type IpListProblem } from '../../domain/api-keys/ip-list';

/** A field problem the view translates (`form.errors.<key>`, with `entry` / `limit` as values). */
export interface FieldProblem {
  readonly key: string;
  readonly values?: Record<string, string | number>;
}

const ipProblem = (p: IpListProblem): FieldProblem =>
  p.kind === 'tooMany'
    ? { key: 'ipsTooMany', values: { limit: p.limit } }
    : { key: p.kind === 'duplicate' ? 'ipDuplicate' : 'ipInvalid', values: { entry: p.entry } };

/** The create form's text as the user typed it. */
export interface ApiKeyDraft {
  readonly label: string;
  readonly trade: boolean;
  readonly withdrawal: boolean;
  readonly ips: string;
}

export const EMPTY_DRAFT: ApiKeyDraft = { label: '', trade: false, withdrawal: false, ips: '' };

/** The IP text → entries, or the problem to show under the field. */
export function readIps(text: string): { ok: true; entries: string[] } | { ok: false; problem: FieldProblem } {
  const checked = validateIpList(splitIpList(text));
  return checked.ok ? checked : { ok: false, problem: ipProblem(checked.problem) };
}

/** The draft's field problems (empty when it may be sent). */
export function draftProblems(draft: ApiKeyDraft): { label?: FieldProblem; ips?: FieldProblem } {
  const label = labelProblem(draft.label);
  const ips = readIps(draft.ips);
  return {
    ...(label ? { label: { key: `label_${label}`, ...(label === 'tooLong' ? { values: { max: MAX_LABEL_LENGTH } } : {}) } } : {}),
    ...(!ips.ok ? { ips: ips.problem } : {}),
  };
}

export function draftPermissions(draft: ApiKeyDraft): ApiKeyPermission[] {
  return ['READ', ...(draft.trade ? ['TRADE' as const] : []), ...(draft.withdrawal ? ['WITHDRAWAL' as const] : [])];
}
