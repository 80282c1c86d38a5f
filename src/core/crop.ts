// Avatar crop and upload settings (spec §2, §9). Plain data so the croppie
// wrapper and the upload input read the same numbers.

export const CROP = {
  viewport: { width: 250, height: 250, type: 'square' },
  offset: { x: 25, y: 25 },
  zoom: { min: 0.5, max: 2, step: 0.1 },
  scale: 1,
  rotate: 0,
  minOutput: { width: 200, height: 200 },
  output: { type: 'image/png', fileName: 'pp.png' },
  accept: ['image/jpeg', 'image/png'],
  maxFiles: 1,
  recommended: { width: 200, height: 200 },
} as const;

export type CropSettings = typeof CROP;

/** The `accept` attribute for the upload input. */
export const CROP_ACCEPT_ATTRIBUTE = CROP.accept.join(',');

const EXTENSIONS: Record<(typeof CROP.accept)[number], readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/png': ['png'],
};

/**
 * Whether an uploaded file may be cropped: a jpeg or png by MIME type, with a
 * matching file extension so a renamed file is not passed to the decoder.
 */
export function isAcceptedImage(file: { type: string; name: string }): boolean {
  const type = (file.type || '').toLowerCase();
  const allowed = EXTENSIONS[type as keyof typeof EXTENSIONS];
  if (!allowed) return false;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name || '')?.[1]?.toLowerCase();
  return ext !== undefined && allowed.includes(ext);
}

/** Whether a decoded image is at least the crop's minimum (spec §2: minimum 200x200). */
export function isLargeEnough(size: { width: number; height: number }): boolean {
  return size.width >= CROP.minOutput.width && size.height >= CROP.minOutput.height;
}
