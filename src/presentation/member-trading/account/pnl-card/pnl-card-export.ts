import { toDataURL } from 'qrcode';

/** An image from `url` (same origin or a data URL, so the canvas that draws it can still be exported). */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`image ${url} did not load`));
    image.src = url;
  });
}

/** The QR code of `value` as an image: dark modules on white, as scanners expect. */
export async function qrImage(value: string, size: number): Promise<HTMLImageElement> {
  const url = await toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0b0d12', light: '#ffffff' } });
  return loadImage(url);
}

export function canvasPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the card could not be exported'))), 'image/png');
  });
}

export { downloadBlob } from '../../../shared/download-text';

export type CopyResult = 'copied' | 'unsupported' | 'refused';

/**
 * Copies a PNG to the clipboard (`ClipboardItem`). 'unsupported' when the browser has no image clipboard,
 * 'refused' when it said no (permission, focus): the view says which, and the card can still be downloaded.
 */
export async function copyPng(blob: Blob, nav: Pick<Navigator, 'clipboard'> | undefined = globalThis.navigator): Promise<CopyResult> {
  const Item = (globalThis as { ClipboardItem?: typeof ClipboardItem }).ClipboardItem;
  if (!Item || !nav?.clipboard || typeof nav.clipboard.write !== 'function') return 'unsupported';
  try {
    await nav.clipboard.write([new Item({ 'image/png': blob })]);
    return 'copied';
  } catch {
    return 'refused';
  }
}
