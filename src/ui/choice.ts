// Radios and checkboxes in the brand colour and one size in every engine, instead of each
// browser's own blue at 13 px. A rule for the stylesheet of the chunk that has them (the SMS /
// WhatsApp choice in signup.css.ts, the translator's filter), not the first screen's.
import { vars } from './theme.css';

export const choice = { accentColor: vars.brand, width: '20px', height: '20px', margin: 0 } as const;
