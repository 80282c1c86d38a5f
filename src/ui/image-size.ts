import { isLargeEnough } from '../core/crop';

/** The file decodes to an image under the crop's minimum (one that cannot be decoded is not: the dialog says so). */
export async function isTooSmallForCrop(file: Blob): Promise<boolean> {
  const size = await readImageSize(file);
  return size !== null && !isLargeEnough(size);
}

/** The pixel size of an image file once decoded, or null when the browser cannot decode it. */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null; // the crop dialog says it cannot open the file
  }
}
