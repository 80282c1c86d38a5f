import type { FlowError } from '../../flows/recovery-flow';
import { FormAlert } from '../../ui/FormAlert';

/** A flow's submit error, in the user's language or the server's own words (spec §8). */
export function FlowErrorAlert({ error }: { error: FlowError }) {
  return <FormAlert error={error} />;
}
