import { fieldCodes } from './fieldCodes.ts';
import { DEVICE_NAME_MAX } from './licences.ts';
import { z } from './zod.ts';

/** Claiming and editing a device (issue 21 item 6): the rules both sides check. */
export const DEVICE_ERROR_CODES = ['required', 'invalid', 'tooLong', 'unknownCode', 'venue'] as const;
export type DeviceErrorCode = (typeof DEVICE_ERROR_CODES)[number];

const name = z.string().trim().min(1, 'required').max(DEVICE_NAME_MAX, 'tooLong');
const venueId = z.string().min(1, 'venue');

export const deviceSchema = z.object({ name, venueId });
export type DeviceInput = z.infer<typeof deviceSchema>;

export const claimDeviceSchema = z.object({
  code: z.string().trim().min(1, 'required').max(40, 'unknownCode'),
  name,
  venueId,
});
export type ClaimDeviceInput = z.infer<typeof claimDeviceSchema>;

/** Field codes of a zod failure: the schema's own code when it gave one, else `invalid`. */
export const deviceFieldErrors = fieldCodes<DeviceErrorCode>(DEVICE_ERROR_CODES, () => 'invalid');
