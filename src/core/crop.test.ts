import { describe, expect, it } from 'vitest';
import { CROP, CROP_ACCEPT_ATTRIBUTE, isAcceptedImage, isLargeEnough, snapZoom, zoomRange } from './crop';

describe('crop settings', () => {
  it('uses a 250x250 square viewport at offset 25,25', () => {
    expect(CROP.viewport).toEqual({ width: 250, height: 250, type: 'square' });
    expect(CROP.offset).toEqual({ x: 25, y: 25 });
  });

  it('zooms from 0.5 to 2 in steps of 0.1 with scale 1 and no rotation', () => {
    expect(CROP.zoom).toEqual({ min: 0.5, max: 2, step: 0.1 });
    expect(CROP.scale).toBe(1);
    expect(CROP.rotate).toBe(0);
  });

  it('outputs at least 200x200 as a png named pp.png', () => {
    expect(CROP.minOutput).toEqual({ width: 200, height: 200 });
    expect(CROP.output).toEqual({ type: 'image/png', fileName: 'pp.png' });
  });

  it('accepts one jpeg or png file and recommends 200x200', () => {
    expect(CROP.maxFiles).toBe(1);
    expect(CROP_ACCEPT_ATTRIBUTE).toBe('image/jpeg,image/png');
    expect(CROP.recommended).toEqual({ width: 200, height: 200 });
  });
});

describe('isAcceptedImage', () => {
  it.each([
    ['image/jpeg', 'me.jpg'],
    ['image/jpeg', 'ME.JPEG'],
    ['image/png', 'avatar.png'],
  ])('accepts %s named %s', (type, name) => {
    expect(isAcceptedImage({ type, name })).toBe(true);
  });

  it.each([
    ['image/gif', 'a.gif'],
    ['image/svg+xml', 'a.svg'],
    ['image/webp', 'a.webp'],
    ['', 'a.png'],
    ['image/png', 'a.svg'],
    ['image/png', 'noextension'],
    ['image/jpeg', 'a.png'],
  ])('refuses %s named %s', (type, name) => {
    expect(isAcceptedImage({ type, name })).toBe(false);
  });
});

describe('isLargeEnough', () => {
  it.each([[200, 200], [250, 250], [1024, 768]])('keeps %i×%i', (width, height) => {
    expect(isLargeEnough({ width, height })).toBe(true);
  });

  it.each([[100, 80], [199, 400], [400, 199], [0, 0]])('refuses %i×%i (under 200×200)', (width, height) => {
    expect(isLargeEnough({ width, height })).toBe(false);
  });
});

describe('zoomRange', () => {
  // cover: the zoom at which croppie's image just covers the 250×250 viewport (its floor).
  it.each([
    [1.25, 1.3], // 200×200, the recommended size
    [0.8333, 0.9], // 400×300
    [0.625, 0.7], // 400×900 (and 900×400): croppie stops at 62.5 %, the slider at 70 %
    [0.6, 0.6], // already a step
    [1, 1],
    [0.25, 0.5], // 1000×1000: the spec's 0.5 holds
  ])('starts at the first 0.1 step croppie reaches (cover %f → %f) and ends at 2', (cover, min) => {
    expect(zoomRange(cover)).toEqual({ min, max: 2 });
  });
});

describe('snapZoom', () => {
  const range = { min: 0.7, max: 2 };
  it.each([[1.04, 1], [1.06, 1.1], [0.3, 0.7], [0.66, 0.7], [2.4, 2], [1.3000000000000003, 1.3]])('puts %f on the step %f inside the range', (zoom, step) => {
    expect(snapZoom(zoom, range)).toBe(step);
  });
});
