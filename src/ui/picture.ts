// The side panel's picture (a CSS background), asked for once per page (issue #23). The first
// paint (embed/paint.ts) loads it and shows it once it has arrived; the screens after it
// (NoSessionLayout) show it unless it failed there: a picture that could not be loaded (the API
// unreachable) is not asked for again by each screen with a side panel.
const pictures = new Map<string, Promise<boolean>>();
const failed = new Set<string>();

/** Load `url` once per page: true once it has arrived, false if it could not be loaded. */
export function loadPicture(url: string): Promise<boolean> {
  let picture = pictures.get(url);
  if (!picture) {
    picture = new Promise((resolve) => {
      const img = new Image();
      img.onload = () => resolve(true);
      img.onerror = () => {
        failed.add(url);
        resolve(false);
      };
      img.src = url;
    });
    pictures.set(url, picture);
  }
  return picture;
}

/** The picture was asked for on this page and could not be loaded. */
export function pictureFailed(url: string): boolean {
  return failed.has(url);
}
