import { useId, useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { CODE_LENGTH } from '../core/constants';
import { isCompleteCode, normalizeCode } from '../core/validation';
import { useStyles } from './use-styles';
import * as s from './styles.css';
import * as c from './CodeInput.css';
import css from '/src/ui/CodeInput.css.ts.vanilla.css?inline';

export interface CodeInputProps {
  /** The code so far: 0-6 characters, A-Z and 0-9, no gaps. */
  value: string;
  onChange(code: string): void;
  /** Called once the sixth character is in (typed or pasted). */
  onComplete?(code: string): void;
  disabled?: boolean;
  /**
   * A code is being checked: the boxes take no input but stay focusable, so focus is not
   * dropped on <body> (as disabling the focused box would) while the answer comes.
   */
  busy?: boolean;
  /** Each new value sends focus back to the boxes: the first empty one (box 1 once cleared). */
  focusKey?: number;
  /** Already translated message, shown under the boxes and linked to each one. */
  error?: string | null;
  /** Already translated label of the whole group, e.g. "Verification code". */
  label: string;
  /** Already translated name of one box, e.g. (2, 6) → "Character 2 of 6". */
  boxLabel(position: number, total: number): string;
  /** Form field name of the first box (autofill pairs with it). */
  name?: string;
}

const POSITIONS = Array.from({ length: CODE_LENGTH }, (_, i) => i);

/**
 * Six one-character boxes for a verification code (spec §5: 6 alphanumerics,
 * uppercased). The value never has gaps: typing into a later box writes at the
 * end of what is there, Backspace removes and closes up.
 */
export function CodeInput({ value, onChange, onComplete, disabled = false, busy = false, focusKey, error, label, boxLabel, name }: CodeInputProps) {
  useStyles(css);
  const id = useId();
  const labelId = `${id}-label`;
  const errId = `${id}-err`;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const code = normalizeCode(value).slice(0, CODE_LENGTH);

  const focusBox = (i: number): void => {
    const el = boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))];
    el?.focus();
    el?.select();
  };

  // After the value that came with the new key has rendered (a refused code is already cleared).
  const focusedFor = useRef(focusKey);
  useLayoutEffect(() => {
    if (focusKey === focusedFor.current) return;
    focusedFor.current = focusKey;
    focusBox(Math.min(code.length, CODE_LENGTH - 1));
  }, [focusKey]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new key moves focus

  const commit = (next: string, focusAt: number): void => {
    if (busy) return; // the code in flight stays as sent
    const clean = normalizeCode(next).slice(0, CODE_LENGTH);
    if (clean !== code) {
      onChange(clean);
      if (isCompleteCode(clean)) onComplete?.(clean);
    }
    focusBox(focusAt);
  };

  /** Put `text` at box i (or at the end of the code when i is past it), replacing what is there. */
  const put = (i: number, text: string): void => {
    const chars = normalizeCode(text);
    if (!chars) return;
    // A whole code pasted or autofilled anywhere fills every box.
    if (chars.length >= CODE_LENGTH) {
      commit(chars, CODE_LENGTH - 1);
      return;
    }
    const at = Math.min(i, code.length);
    const next = code.slice(0, at) + chars + code.slice(at + chars.length);
    commit(next, at + chars.length);
  };

  const onInput = (i: number, el: HTMLInputElement): void => {
    const old = code[i] ?? '';
    let typed = el.value;
    // The caret sat beside the old character: keep only what is new.
    if (old && typed.length > 1 && typed.toUpperCase().includes(old)) {
      const k = typed.toUpperCase().indexOf(old);
      typed = typed.slice(0, k) + typed.slice(k + 1);
    }
    el.value = old; // the box shows the code, not raw input (stripped symbols vanish)
    if (typed === '') {
      commit(code.slice(0, i) + code.slice(i + 1), i);
      return;
    }
    put(i, typed);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>): void => {
    if (busy && (e.key === 'Backspace' || e.key === 'Delete')) {
      e.preventDefault();
      return;
    }
    switch (e.key) {
      case 'Backspace':
        e.preventDefault();
        if (code[i]) commit(code.slice(0, i) + code.slice(i + 1), i);
        else if (i > 0) commit(code.slice(0, i - 1) + code.slice(i), i - 1);
        break;
      case 'Delete':
        e.preventDefault();
        commit(code.slice(0, i) + code.slice(i + 1), i);
        break;
      case 'ArrowLeft':
        e.preventDefault();
        focusBox(i - 1);
        break;
      case 'ArrowRight':
        e.preventDefault();
        focusBox(Math.min(i + 1, code.length));
        break;
      case 'Home':
        e.preventDefault();
        focusBox(0);
        break;
      case 'End':
        e.preventDefault();
        focusBox(code.length);
        break;
    }
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>): void => {
    e.preventDefault();
    put(i, e.clipboardData?.getData('text') ?? '');
  };

  return (
    <div className={c.group} role="group" aria-labelledby={labelId} aria-busy={busy ? 'true' : undefined} part="code-input">
      <span id={labelId} className={s.label} part="label">{label}</span>
      <div className={c.boxes}>
        {POSITIONS.map((i) => (
          <input
            key={i}
            ref={(el) => { boxes.current[i] = el; }}
            className={c.box}
            part="code-box"
            type="text"
            name={i === 0 ? name : undefined}
            inputMode="text"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="done"
            aria-label={boxLabel(i + 1, CODE_LENGTH)}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? errId : undefined}
            // Only the first empty box (or a filled one) is a tab stop: Tab leaves the group.
            tabIndex={i === Math.min(code.length, CODE_LENGTH - 1) ? 0 : -1}
            value={code[i] ?? ''}
            disabled={disabled}
            readOnly={busy}
            onInput={(e) => onInput(i, e.currentTarget)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
            onFocus={(e) => e.currentTarget.select()}
          />
        ))}
      </div>
      {/* A code error answers a submit (the server refused it): announced, not only described. */}
      {error ? <div id={errId} className={s.fieldError} part="field-error" role="alert">{error}</div> : null}
    </div>
  );
}
