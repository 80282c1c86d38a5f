import { describe, expect, it } from 'vitest';
import { CROP, CROP_ACCEPT_ATTRIBUTE, isAcceptedImage, isLargeEnough } from './crop';

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
