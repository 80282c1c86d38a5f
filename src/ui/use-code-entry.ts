import { useState } from 'react';
import type { CodeOutcome } from '../core/failure';

export interface CodeEntry {
  code: string;
  setCode(code: string): void;
  /** For CodeInput's focusKey. */
  focusKey: number;
  /** After a submit: a refused code is cleared and focus goes to box 1; after a failure the code stays and focus goes back to the boxes. */
  settle(outcome: CodeOutcome): void;
  /** For ResendButton's onSettled: a new code makes the old one moot (cleared); focus back to the boxes. */
  resent(sent: boolean): void;
}

/**
 * The code typed into a CodeInput and what a submit does to it, the same on every screen that
 * checks a code with the server (sign-up's email and phone, the phone change in settings): a
 * spent code left in the boxes would be sent again, with one box changed, at the next keystroke.
 */
export function useCodeEntry(): CodeEntry {
  const [code, setCode] = useState('');
  const [focusKey, setFocusKey] = useState(0);
  const settle = (outcome: CodeOutcome): void => {
    if (outcome === 'accepted' || outcome === 'ignored') return;
    if (outcome === 'refused') setCode('');
    setFocusKey((n) => n + 1);
  };
  const resent = (sent: boolean): void => {
    if (sent) setCode('');
    setFocusKey((n) => n + 1);
  };
  return { code, setCode, focusKey, settle, resent };
}
