import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import modalCss from '/src/ui/Modal.css.ts.vanilla.css?inline';
import { Alerts } from './Alerts';
import { useModalAlerts } from './modal-alerts';
import { Button } from './Button';
import { useT } from './context';
import { activeIn, keepTabInside } from './focus-trap';
import { useAreas } from './use-areas';
import { useStyles } from './use-styles';
import * as m from './Modal.css';

export interface ModalProps {
  open: boolean;
  /** Already translated; names the dialog (aria-labelledby). */
  title: string;
  onClose(): void;
  children: ReactNode;
  /**
   * A selector for the control to focus as the dialog opens and at each of its steps (a new
   * title or a new selector), e.g. the first code box; the dialog itself when absent or not found.
   */
  initialFocus?: string;
  /**
   * Where focus goes as the dialog closes when nothing here had it as it opened: a dialog a
   * reload opened again ("delete my account") has no opener, and focus would fall to <body>.
   */
  opener?: RefObject<HTMLElement | null>;
}

/**
 * An accessible dialog: role=dialog, aria-modal, named by its title. Focus moves
 * in when it opens, Tab stays inside, Escape and the close button close it, and
 * focus returns to whatever had it before (inside this shadow root).
 */
export function Modal({ open, title, onClose, children, initialFocus, opener }: ModalProps) {
  const t = useT();
  useAreas('verify');
  useStyles(modalCss);
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useModalAlerts(open);
  useEffect(() => { closeRef.current = onClose; });
  // Read as the dialog closes: the control rendered then (a ref, not a node kept from opening).
  const openerNow = (): HTMLElement | null | undefined => opener?.current;
  const focusEntry = (dialog: HTMLElement): void =>
    ((initialFocus && dialog.querySelector<HTMLElement>(initialFocus)) || dialog).focus({ preventScroll: true });

  // A layout effect: focus moves in as the dialog appears and back as it closes, in the
  // same task (a passive effect would wait for a paint, which background tabs never do).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previous = activeIn(dialog);
    focusEntry(dialog);
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        closeRef.current();
        return;
      }
      keepTabInside(dialog, e);
    };
    dialog.addEventListener('keydown', onKey);
    return () => {
      dialog.removeEventListener('keydown', onKey);
      // Back to the opener (it may have re-rendered; only if still in the document).
      const back = previous?.isConnected && previous !== document.body ? previous : openerNow();
      back?.focus({ preventScroll: true });
    };
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps -- once per opening

  // A step inside the dialog (the phone form giving way to the code form) removes the focused
  // control: focus goes to the step's entry (or the dialog, which announces its new title)
  // instead of falling out to <body> where Tab and Escape would no longer reach the dialog. A
  // step is a new title or a new entry ("delete my account" keeps its title from step to step).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.contains(activeIn(dialog))) focusEntry(dialog);
  }, [open, title, initialFocus]); // eslint-disable-line react-hooks/exhaustive-deps -- focusEntry reads this render's initialFocus

  if (!open) return null;
  return (
    <div
      className={m.backdrop}
      part="modal-backdrop"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div ref={ref} className={m.dialog} part="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className={m.title} part="modal-title">{title}</h2>
        <div className={m.body}>
          <Alerts inModal />
          {children}
        </div>
        <div className={m.actions}>
          <Button variant="secondary" onClick={onClose}>{t('verify.modal-close')}</Button>
        </div>
      </div>
    </div>
  );
}
