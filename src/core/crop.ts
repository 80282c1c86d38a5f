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

export interface ZoomRange { min: number; max: number }

/** The zoom `k` steps above spec §9's minimum, free of floating-point dust (0.7, not 0.7000000000000001). */
const zoomStep = (k: number): number => Math.round((CROP.zoom.min + k * CROP.zoom.step) * 1e6) / 1e6;
const EPSILON = 1e-9;

/**
 * The zoom the crop slider offers for an image croppie can show no smaller than `cover` (the
 * zoom at which it just covers the viewport: croppie's enforceBoundary floor, which overrides
 * its minZoom). Spec §9's 0.5 to 2 in steps of 0.1, starting at the first step croppie reaches:
 * a lower one would show on the slider and not in the picture.
 */
export function zoomRange(cover: number): ZoomRange {
  const min = Math.max(CROP.zoom.min, zoomStep(Math.ceil((cover - CROP.zoom.min) / CROP.zoom.step - EPSILON)));
  return { min, max: Math.max(CROP.zoom.max, min) };
}

/** The slider's step nearest to `zoom` within `range` (a pinch gives any zoom; the picture keeps to the slider's). */
export function snapZoom(zoom: number, range: ZoomRange): number {
  const nearest = zoomStep(Math.round((zoom - CROP.zoom.min) / CROP.zoom.step));
  return Math.min(range.max, Math.max(range.min, nearest));
}

/** Whether a decoded image is at least the crop's minimum (spec §2: minimum 200x200). */
export function isLargeEnough(size: { width: number; height: number }): boolean {
  return size.width >= CROP.minOutput.width && size.height >= CROP.minOutput.height;
}
