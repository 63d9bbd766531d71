import { optionalField, type Validator } from './field.js';

const SEPARATOR = '[ -]?';
const STATE_SERIES = new RegExp(`^[A-Z]{2}${SEPARATOR}\\d{2}${SEPARATOR}[A-Z]{1,3}${SEPARATOR}\\d{4}$`);
const BHARAT_SERIES = new RegExp(`^\\d{2}${SEPARATOR}BH${SEPARATOR}\\d{4}${SEPARATOR}[A-Z]{2}$`);

/**
 * Whether a value is a vehicle registration mark.
 *
 * State series (Central Motor Vehicles Rules): state code, RTO code, series letters and a 4-digit
 * number, e.g. MH 12 AB 1234. Bharat series (MoRTH notification G.S.R. 594(E) of 26 August 2021):
 * YY BH #### XX — year of first registration, the code BH, a 4-digit number 0000–9999 and two
 * letters AA–ZZ. State codes are not checked against a list because they change.
 *
 * @rule VAL-VEHICLE-001 A state-series vehicle number is 2 capital letters (state), 2 digits (RTO),
 *   1 to 3 capital letters and 4 digits, with an optional single space or hyphen between groups;
 *   empty passes.
 * @spec §5 Shared validators (vehicle number); Central Motor Vehicles Rules, registration marks
 * @rule VAL-VEHICLE-002 A Bharat-series vehicle number is 2 digits (year), BH, 4 digits and 2 capital
 *   letters, with an optional single space or hyphen between groups.
 * @spec MoRTH notification G.S.R. 594(E), 26 August 2021 (Bharat series)
 * @param value - A non-blank value.
 * @returns True when it is a registration mark of either series.
 * @example isValidVehicleNumber('MH12AB1234') // true
 * @example isValidVehicleNumber('22 BH 1234 AB') // true
 */
export function isValidVehicleNumber(value: string): boolean {
  return STATE_SERIES.test(value) || BHARAT_SERIES.test(value);
}

export const vehicleNumber = optionalField(isValidVehicleNumber, 'VEHICLE_NUMBER_INVALID', 'Vehicle registration mark: state series (MH12AB1234) or Bharat series (22BH1234AB); empty allowed');

/**
 * Validator: a vehicle registration number (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with the vehicle number message.
 * @example validateVehicleNumber('MH12AB123') // { ok: false, message: … }
 */
export const validateVehicleNumber: Validator = vehicleNumber.validate;
