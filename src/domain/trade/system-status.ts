/** `/v3/public/systemInfo`: status 0 is normal, anything else maintenance. */
export interface SystemStatus {
  readonly maintenance: boolean;
  readonly message: string;
  /** When the maintenance should end (ms); undefined when none is announced. */
  readonly estimatedEndTime: number | undefined;
}

export function systemStatusOf(status: number, message: string, estimatedEndTime: number | undefined): SystemStatus {
  return { maintenance: status !== 0, message, estimatedEndTime: estimatedEndTime && estimatedEndTime > 0 ? estimatedEndTime : undefined };
}
