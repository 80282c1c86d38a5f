// A vanilla-extract stylesheet for the infrastructure smoke test (proves `.css.ts` + `?inline`).
import { style } from '@vanilla-extract/css';

export const marker = style({ outlineColor: 'rgb(1, 2, 3)', outlineStyle: 'solid' });
