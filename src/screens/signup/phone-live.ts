// The phone step's real dependencies. libphonenumber (phone.ts) is a chunk of
// its own, loaded when a number is first converted.
import type { DeliveryChannel } from '../../core/api/account-calls';
import { chunkLoader } from '../../core/network-wait';
import { loadAccountApi } from '../../flows/account-api';

// Offline, it waits for the connection, the screen saying so (as the call after it would).
const loadPhone = chunkLoader(() => import('../../core/phone/phone'));

export async function toE164(country: string, national: string): Promise<string | null> {
  return (await loadPhone()).toInternational(country, national);
}

/** Shown as '+55 (11) 98765-4321'; the E.164 value itself when it cannot be formatted. */
export async function formatPhone(e164: string): Promise<string> {
  return (await loadPhone()).formatStored(e164) ?? e164;
}

/** To `phone`; null: again to the number the API waits on (the call's settings form, spec §7). */
export async function sendPhoneCode(phone: string | null, channel: DeliveryChannel): Promise<void> {
  await (await loadAccountApi()).sendPhoneCode(phone ? { phone_number: phone, delivery_by: channel } : { delivery_by: channel });
}
