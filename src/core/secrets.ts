// What counts as a secret, for everything that leaves the browser: analytics events drop the
// property, error reports send "[Filtered]" in its place (monitoring.ts, which also scrubs
// secrets out of strings). The union of what each once decided alone: a key that speaks of a
// password, a token, a code (verification, confirmation) or a credential.
export const SECRET_KEY = /pass|pwd|token|secret|code|otp|authorization|cookie|confirmation/i;

export const isSecretKey = (key: string): boolean => SECRET_KEY.test(key);
