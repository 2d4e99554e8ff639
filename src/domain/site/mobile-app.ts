/** The Android build offered on the download page. */
export interface PublishedApk {
  readonly version: string;
  readonly url: string;
  readonly sizeBytes: number;
  readonly sha256: string;
  readonly minAndroid: string;
  readonly releaseNotes: string;
  /** Epoch milliseconds. */
  readonly publishedAt: number;
}

/** Size in megabytes with one decimal, as shown next to the download button. */
export function megabytes(bytes: number): string {
  return (bytes / 1_048_576).toFixed(1);
}
