import { type DeviceErrorCode, deviceFieldErrors } from '../../src/domain/devices.ts';
import { DomainError } from '../platform/api/domainError.ts';
import type { FieldDictionary } from '../platform/api/input.ts';

/** The devices' field codes (src/domain/devices.ts) in the `licences.errors` words. */
export const DEVICE_FIELDS: FieldDictionary<DeviceErrorCode> = {
  codesOf: deviceFieldErrors,
  word: (t, code) => t.licences.errors[code](),
  checkFields: (t) => t.licences.errors.checkFields(),
};

export function refuse(field: string, code: DeviceErrorCode): never {
  throw new DomainError('BAD_USER_INPUT', (t) => t.licences.errors.checkFields(), {
    problems: [{ field, code, wording: (t) => t.licences.errors[code]() }],
  });
}
