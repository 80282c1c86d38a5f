// Spec §4: which verification a signed-in account is asked for (after sign-in; re-exported by validation.ts).
export interface VerificationEntry {
  type_validation: string;
  active: boolean;
}

/**
 * EMAIL when there are no verifications or an inactive email one exists;
 * PHONE when exactly one exists or an inactive phone one exists; else null.
 * The email conditions are checked first.
 */
export function validationKind(verifications: readonly VerificationEntry[] | null | undefined): 'EMAIL' | 'PHONE' | null {
  const list = Array.isArray(verifications) ? verifications : [];
  if (list.length === 0) return 'EMAIL';
  if (list.some((v) => v?.type_validation === 'EMAIL' && v.active !== true)) return 'EMAIL';
  if (list.length === 1) return 'PHONE';
  if (list.some((v) => v?.type_validation === 'PHONE_NUMBER' && v.active !== true)) return 'PHONE';
  return null;
}
