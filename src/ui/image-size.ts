import { isLargeEnough } from '../core/crop';

/**
 * Why a jpeg/png file cannot go to the crop dialog, before it opens: it does not decode (a text
 * file named .png) or it is under the crop's minimum; null when it can.
 */
export async function cropRefusal(file: Blob): Promise<'not-an-image' | 'too-small' | null> {
  const size = await readImageSize(file);
  if (size === null) return 'not-an-image';
  return isLargeEnough(size) ? null : 'too-small';
}

/** The pixel size of an image file once decoded, or null when the browser cannot decode it. */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}
