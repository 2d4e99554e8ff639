/** Saves text as a file through a temporary link (the CSV exports). A UTF-8 BOM lets spreadsheets read accents. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob(['\uFEFF', text], { type }));
}

/** Saves a blob as a file through a temporary link. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** `orders-2026-01-02.csv`. */
export function exportFileName(kind: string, now: number): string {
  return `${kind}-${new Date(now).toISOString().slice(0, 10)}.csv`;
}
