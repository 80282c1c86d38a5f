import { useEffect, useId, useRef, useState } from 'react';
import type Croppie from 'croppie';
import dialogCss from '/src/ui/AvatarCropModal.css.ts.vanilla.css?inline';
import { CROP } from '../core/crop';
import { Alerts, useModalAlerts } from './Alerts';
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
 * zoom so it is keyboard usable. Strings come from the 'settings' area.
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
  const [zoom, setZoom] = useState(1);
  const [busy, setBusy] = useState(false);
  useStyles(dialogCss, ...(croppieCss ? [croppieCss] : []));
  const altText = t('settings.avatar.alt');

  useEffect(() => {
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
    const onUpdate = (e: Event) => {
      const z = (e as CustomEvent<{ zoom?: number }>).detail?.zoom;
      if (typeof z === 'number' && Number.isFinite(z)) setZoom(Math.round(z * 10) / 10);
    };
    Promise.all([import('croppie'), import('croppie/croppie.css?inline')])
      .then(async ([mod, css]) => {
        if (cancelled || !stageRef.current) return;
        setCroppieCss(css.default);
        const CroppieCtor = mod.default;
        instance = new CroppieCtor(stageRef.current, {
          viewport: { width: CROP.viewport.width, height: CROP.viewport.height, type: CROP.viewport.type },
          boundary: BOUNDARY,
          minZoom: CROP.zoom.min,
          maxZoom: CROP.zoom.max,
          showZoomer: false,
          enableOrientation: false,
          mouseWheelZoom: 'ctrl',
        });
        const stage = stageRef.current;
        stage.addEventListener('update', onUpdate);
        croppie.current = instance;
        await instance.bind({ url: imageUrl, zoom: CROP.scale });
        // Croppie's own <img> elements have no text alternative.
        for (const img of stage.querySelectorAll('img')) img.alt = altText;
        if (CROP.rotate) instance.rotate(CROP.rotate as 90);
        if (!cancelled) setStatus('ready');
      })
      .catch(() => { if (!cancelled) setStatus('error'); });
    const stage = stageRef.current;
    return () => {
      cancelled = true;
      stage?.removeEventListener('update', onUpdate);
      instance?.destroy();
      croppie.current = null;
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
      <div className={c.body}>
        <h2 id={`${id}-title`} className={c.title}>{t('settings.crop.title')}</h2>
        <p id={`${id}-hint`} className={s.subtle}>{t('settings.crop.hint', { width: CROP.recommended.width, height: CROP.recommended.height })}</p>
        <Alerts inModal />
        {status === 'loading' ? <Spinner label={t('common.loading')} /> : null}
        {status === 'error' ? <p role="alert" className={s.fieldError}>{t('settings.crop.error')}</p> : null}
        <div ref={stageRef} className={c.stage} part="crop-area" hidden={status === 'error'} />
        <div className={c.zoom}>
          <label htmlFor={`${id}-zoom`} className={s.label}>{t('settings.crop.zoom')}</label>
          <input
            id={`${id}-zoom`}
            type="range"
            className={c.range}
            min={CROP.zoom.min}
            max={CROP.zoom.max}
            step={CROP.zoom.step}
            value={zoom}
            disabled={status !== 'ready'}
            aria-valuetext={`${Math.round(zoom * 100)}%`}
            onInput={(e) => {
              const v = Number(e.currentTarget.value);
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
