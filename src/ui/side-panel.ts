// The side panel's drawing when no picture is configured: the brand colour (under it), darker
// towards a corner, and two faint circles. The element's panel (styles.css.ts side) and the hosted
// page's first paint (hosted/hosted.css, through vite.config.ts) use it alike, so the upgrade
// changes nothing on screen. Drawn in CSS, it needs no request: nothing to wait for or to fail.
export const SIDE_DRAWING =
  'radial-gradient(circle closest-side at 82% 20%, #fff1 150%, #0000 0), radial-gradient(circle closest-side at 17% 88%, #fff1 310%, #0000 0), linear-gradient(135deg, #0000, #1d1433)';
