// The code of a verification step (validate email, validate phone) checked by the API: what was
// typed is normalised and refused here when incomplete, an inactive answer is an expired code,
// and a failed call reads as codeFailure — each shown in the step's own failure store.
import type { ReadableAtom, WritableAtom } from 'nanostores';
import { isCompleteCode, normalizeCode } from '../core/validation';
import { CODE_EXPIRED, codeFailure, isRefusal, type CodeOutcome, type Failure } from '../core/failure';

export interface CodeCheck {
  $error: WritableAtom<Failure | null>;
  verify(code: string): Promise<{ active: boolean }>;
  /** Said once the code goes to the API (analytics: verification_code_added). */
  sent(): void;
  /** The API accepted it. */
  accepted(): void;
}

export async function checkCode(raw: string, { $error, verify, sent, accepted }: CodeCheck): Promise<CodeOutcome> {
  const code = normalizeCode(raw);
  if (!isCompleteCode(code)) {
    $error.set({ key: 'errors.code-invalid' });
    return 'failed';
  }
  $error.set(null);
  sent();
  try {
    const res = await verify(code);
    if (res.active) {
      accepted();
      return 'accepted';
    }
    $error.set({ key: CODE_EXPIRED });
    return 'refused';
  } catch (err) {
    $error.set(codeFailure(err));
    return isRefusal(err) ? 'refused' : 'failed';
  }
}

/**
 * The other actions both verification steps have: skip (declined while a code is checked: the
 * answer decides) and clearing the failure once the user types again.
 */
export function stepActions($busy: ReadableAtom<boolean>, $error: WritableAtom<Failure | null>, skipped: () => void) {
  return {
    skip(): void {
      if (!$busy.get()) skipped();
    },
    clearError(): void {
      $error.set(null);
    },
  };
}
