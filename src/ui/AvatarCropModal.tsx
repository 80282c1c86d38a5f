import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type Croppie from 'croppie';
import dialogCss from '/src/ui/AvatarCropModal.css.ts.vanilla.css?inline';
import { CROP, snapZoom, zoomRange, type ZoomRange } from '../core/crop';
import { Alerts } from './Alerts';
import { useModalAlerts } from './modal-alerts';
import { Button } from './Button';
import { keepTabInside } from './focus-trap';
import { Spinner } from './Spinner';
import { useT } from './context';
import { useStyles } from './use-styles';
import * as c from './AvatarCropModal.css';
import * as s from './styles.css';

export interface AvatarCropModalProps {
  /** An object URL of the chosen jpeg/png. */
  imageUrl: string;
  /** Receives the cropped PNG named pp.png; the modal stays open (busy) until it settles. */
  onConfirm(file: File): Promise<void>;
  onCancel(): void;
  /** Where focus goes back when the dialog closes if nothing had it as it opened (after a file chooser). */
  returnFocus?(): HTMLElement | null;
}

const BOUNDARY = {
  width: CROP.viewport.width + 2 * CROP.offset.x,
  height: CROP.viewport.height + 2 * CROP.offset.y,
};
/** The output square: the viewport, never under the minimum (spec §9). */
const OUTPUT = {
  width: Math.max(CROP.viewport.width, CROP.minOutput.width),
  height: Math.max(CROP.viewport.height, CROP.minOutput.height),
};

type Status = 'loading' | 'ready' | 'error';

/**
 * Crop an avatar in a modal dialog (spec §2): croppie and its CSS load only
 * now. Croppie's own zoom slider is hidden; a labelled range input drives the
 * zoom so it is keyboard usable. That slider, its spoken value and the picture
 * agree: it offers only the 0.1 steps croppie can show for this image (never
 * under the zoom at which the image covers the viewport), and croppie's zoom is
 * kept on them. Strings come from the 'settings' area.
 */
export function AvatarCropModal({ imageUrl, onConfirm, onCancel, returnFocus }: AvatarCropModalProps) {
  const t = useT();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useModalAlerts(true);
  const stageRef = useRef<HTMLDivElement>(null);
  const croppie = useRef<Croppie | null>(null);
  const [croppieCss, setCroppieCss] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [zoom, setZoom] = useState<number>(CROP.scale);
  const zoomNow = useRef<number>(CROP.scale);
  /** The slider's range once the image is in: croppie's zoom on spec §9's steps. */
  const [range, setRange] = useState<ZoomRange>(CROP.zoom);
  const rangeNow = useRef<ZoomRange | null>(null);
  const [busy, setBusy] = useState(false);
  useStyles(dialogCss, ...(croppieCss ? [croppieCss] : []));
  const altText = t('settings.avatar.alt');

  // In the commit that shows it: opened after the paint, a key pressed at once went to the page.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const opener = (dialog?.getRootNode() as ShadowRoot | Document | undefined)?.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    // A native modal dialog still lets Tab out to <body>: wrap as the other dialogs do.
    const onKey = (e: KeyboardEvent): void => { if (dialog) keepTabInside(dialog, e); };
    dialog?.addEventListener('keydown', onKey);
    return () => {
      dialog?.removeEventListener('keydown', onKey);
      if (dialog?.open) dialog.close();
      // After a file chooser the opener is <body>, or a control gone meanwhile (an upload refusal's
      // alert, dismissed by the valid file): the caller's control (`returnFocus`) takes it.
      const back = opener?.isConnected && opener !== dialog?.ownerDocument.body ? opener : returnFocus?.();
      if (back?.isConnected) back.focus({ preventScroll: true });
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once per opening

  useEffect(() => {
    let cancelled = false;
    let instance: Croppie | null = null;
    let wheel = 0;
    let snapping = false;
    const stage = stageRef.current;
    const zoomBy = (steps: number): void => {
      const r = rangeNow.current;
      if (r) instance?.setZoom(snapZoom(zoomNow.current + steps * CROP.zoom.step, r));
    };
    // The slider shows croppie's zoom; one off its steps (a pinch) moves to the nearest step.
    const onUpdate = (e: Event): void => {
      const z = (e as CustomEvent<{ zoom?: number }>).detail?.zoom;
      const r = rangeNow.current;
      if (typeof z !== 'number' || !Number.isFinite(z) || !r) return;
      const step = snapZoom(z, r);
      if (Math.abs(step - z) > 1e-4 && !snapping) {
        snapping = true; // croppie's update for the step comes back here, and is taken as it is
        try { instance?.setZoom(step); } finally { snapping = false; }
        return;
      }
      zoomNow.current = Math.abs(step - z) > 1e-4 ? z : step;
      setZoom(zoomNow.current);
    };
    // Croppie's own ctrl+wheel zoom (by a share of the zoom) and Shift+arrow zoom (by 0.0001) would
    // often snap back to the step they left: both move by the slider's steps instead (a wheel notch
    // is 100 px; a trackpad's small deltas add up).
    const onWheel = (e: WheelEvent): void => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      wheel -= e.deltaY * (e.deltaMode === WheelEvent.DOM_DELTA_LINE ? 40 : e.deltaMode === WheelEvent.DOM_DELTA_PAGE ? 800 : 1);
      const steps = Math.trunc(wheel / 100);
      wheel -= steps * 100;
      if (steps) zoomBy(steps);
    };
    const onKey = (e: KeyboardEvent): void => {
      if (!e.shiftKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
      e.preventDefault();
      e.stopPropagation();
      zoomBy(e.key === 'ArrowUp' ? 1 : -1);
    };
    Promise.all([import('croppie'), import('croppie/croppie.css?inline')])
      .then(async ([mod, css]) => {
        if (cancelled || !stage) return;
        setCroppieCss(css.default);
        const CroppieCtor = mod.default;
        instance = new CroppieCtor(stage, {
          viewport: { width: CROP.viewport.width, height: CROP.viewport.height, type: CROP.viewport.type },
          boundary: BOUNDARY,
          // Croppie's boundary keeps the image over the viewport and, for that, ignores minZoom:
          // zoomRange below is where the slider starts.
          minZoom: CROP.zoom.min,
          maxZoom: CROP.zoom.max,
          showZoomer: false,
          enableOrientation: false,
          mouseWheelZoom: false,
        });
        stage.addEventListener('update', onUpdate);
        stage.addEventListener('wheel', onWheel, { passive: false });
        stage.addEventListener('keydown', onKey, true);
        croppie.current = instance;
        await instance.bind({ url: imageUrl, zoom: CROP.scale });
        // Croppie's own <img> elements have no text alternative.
        for (const img of stage.querySelectorAll('img')) img.alt = altText;
        if (CROP.rotate) instance.rotate(CROP.rotate as 90);
        if (cancelled) return;
        // Croppie's hidden slider holds its floor for this image.
        const range = zoomRange(Number(stage.querySelector<HTMLInputElement>('input.cr-slider')?.min) || 0);
        rangeNow.current = range;
        setRange(range);
        // Scale 1 (spec §2), or the first step the image covers the viewport at.
        zoomNow.current = snapZoom(CROP.scale, range);
        setZoom(zoomNow.current);
        instance.setZoom(zoomNow.current);
        setStatus('ready');
      })
      .catch(() => { if (!cancelled) setStatus('error'); });
    return () => {
      cancelled = true;
      stage?.removeEventListener('update', onUpdate);
      stage?.removeEventListener('wheel', onWheel);
      stage?.removeEventListener('keydown', onKey, true);
      instance?.destroy();
      croppie.current = null;
      rangeNow.current = null;
    };
  }, [imageUrl]); // eslint-disable-line react-hooks/exhaustive-deps -- the alt text is read once, at creation

  const confirm = async (): Promise<void> => {
    const instance = croppie.current;
    if (!instance || busy) return;
    setBusy(true);
    try {
      const blob = await instance.result({ type: 'blob', size: OUTPUT, format: 'png' });
      await onConfirm(new File([blob], CROP.output.fileName, { type: CROP.output.type }));
    } catch {
      setStatus('error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={c.dialog}
      part="modal avatar-crop"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      onCancel={(e) => { e.preventDefault(); if (!busy) onCancel(); }}
    >
      {/* Outside the body's grid: a zero-height band the alerts hang from, over the title. */}
      <Alerts inModal className={c.alerts} />
      <div className={c.body}>
        <h2 id={`${id}-title`} className={c.title}>{t('settings.crop.title')}</h2>
        <p id={`${id}-hint`} className={s.subtle}>{t('settings.crop.hint', { width: CROP.recommended.width, height: CROP.recommended.height })}</p>
        {status === 'loading' ? <Spinner label={t('shared.loading')} /> : null}
        {status === 'error' ? <p role="alert" className={s.fieldError}>{t('settings.crop.error')}</p> : null}
        <div ref={stageRef} className={c.stage} part="crop-area" hidden={status === 'error'} />
        <div className={c.zoom}>
          <label htmlFor={`${id}-zoom`} className={s.label}>{t('settings.crop.zoom')}</label>
          <input
            id={`${id}-zoom`}
            type="range"
            className={c.range}
            min={range.min}
            max={range.max}
            step={CROP.zoom.step}
            value={zoom}
            disabled={status !== 'ready'}
            aria-valuetext={`${Math.round(zoom * 100)}%`}
            onInput={(e) => {
              const v = Number(e.currentTarget.value);
              zoomNow.current = v;
              setZoom(v);
              croppie.current?.setZoom(v);
            }}
          />
        </div>
        <div className={c.actions}>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>{t('settings.crop.cancel')}</Button>
          <Button onClick={() => void confirm()} busy={busy} disabled={status !== 'ready'}>{t('settings.crop.save')}</Button>
        </div>
      </div>
    </dialog>
  );
}
