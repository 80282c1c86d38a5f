// The checks an avatar file goes through before the crop dialog, with Chromium's own decoder.
import { cropRefusal } from './image-size';
import { equal } from '../../tests/browser/support/assert.ts';

async function png(width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  canvas.getContext('2d')!.fillRect(0, 0, width, height);
  return canvas.convertToBlob({ type: 'image/png' });
}

describe('cropRefusal', () => {
  it('refuses a text file named .png as no image (the dialog would open empty)', async () => {
    equal(await cropRefusal(new File(['not an image, only text\n'], 'fake.png', { type: 'image/png' })), 'not-an-image');
  });

  it('refuses a picture under 200×200 as too small', async () => {
    equal(await cropRefusal(await png(199, 400)), 'too-small');
  });

  it('lets a 200×200 picture through', async () => {
    equal(await cropRefusal(await png(200, 200)), null);
  });
});
