// Fixed data of the forgot-email prototype (spec §2: "unfinished prototypes with
// fixed data and a fake code"). Nothing here comes from, or goes to, the API.

/** The code the prototype accepts; shown on screen beside the "prototype" notice. */
export const SAMPLE_CODE = 'A1B2C3';

/** Masked sample results, each with the sample address sign-in is pre-filled with. */
export const SAMPLE_EMAILS: readonly { masked: string; email: string }[] = [
  { masked: 'a**@example.com', email: 'ana@example.com' },
  { masked: 'e****@example.com', email: 'elena@example.com' },
];
