import { describe, expect, it } from 'vitest';
import { isValidDrivingLicence, validateDrivingLicence } from './driving-licence.js';
import { isValidIfsc, validateIfsc } from './ifsc.js';
import { isValidPan, PAN_HOLDER_TYPES, panHolderType, validatePan } from './pan.js';
import { isValidPassport, validatePassport } from './passport.js';
import { isValidPincode, validatePincode } from './pincode.js';
import { isValidVehicleNumber, validateVehicleNumber } from './vehicle-number.js';
import { isValidVoterId, validateVoterId } from './voter-id.js';

describe('pincode', () => {
  it('VAL-PINCODE-001: six digits, not starting with 0', () => {
    for (const value of ['110001', '400001', '560001', '999999']) expect(isValidPincode(value)).toBe(true);
    for (const value of ['011001', '11001', '1100011', '11000A', '110 001']) expect(isValidPincode(value)).toBe(false);
    expect(validatePincode('011001')).toEqual({ ok: false, message: 'Please enter a valid 6-digit pincode.', issue: { code: 'PINCODE_INVALID' } });
  });
});

describe('PAN', () => {
  it('VAL-PAN-001: five letters, four digits, one letter, in capitals', () => {
    for (const value of ['ABCPE1234F', 'AAAPL1234C', 'AAACA1234B', 'AAAHL4444A']) expect(isValidPan(value)).toBe(true);
    for (const value of ['ABCDE12345', 'ABCP1234F', 'ABCPE1234', 'abcpe1234f', 'ABCPE 1234F', '1BCPE1234F', 'ABCPE12345F']) expect(isValidPan(value)).toBe(false);
    expect(validatePan('ABCDE12345')).toEqual({ ok: false, message: 'Please enter a valid PAN, e.g. ABCPE1234F.', issue: { code: 'PAN_INVALID' } });
  });

  it('VAL-PAN-002: the fourth character is a holder type of the Income Tax Department', () => {
    expect(Object.keys(PAN_HOLDER_TYPES).sort()).toEqual(['A', 'B', 'C', 'F', 'G', 'H', 'J', 'L', 'P', 'T']);
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      const pan = `ABC${letter}E1234F`;
      expect(isValidPan(pan)).toBe('ABCFGHJLPT'.includes(letter));
    }
    expect(panHolderType('ABCPE1234F')).toBe('P');
    expect(panHolderType('AAACA1234B')).toBe('C');
    expect(panHolderType('ABCXE1234F')).toBeUndefined();
  });
});

describe('voter ID', () => {
  it('VAL-VOTER-001: EPIC is three letters and seven digits', () => {
    for (const value of ['ABC1234567', 'XYZ0123456']) expect(isValidVoterId(value)).toBe(true);
    for (const value of ['AB12345678', 'ABCD123456', 'ABC123456', 'ABC12345678', 'abc1234567', 'ABC 1234567']) expect(isValidVoterId(value)).toBe(false);
    expect(validateVoterId('AB12345678')).toEqual({ ok: false, message: 'Please enter a valid Voter ID (EPIC), e.g. ABC1234567.', issue: { code: 'VOTER_ID_INVALID' } });
  });
});

describe('passport', () => {
  it('VAL-PASSPORT-001: one letter (not Q, X or Z) and seven digits', () => {
    for (const value of ['A1234567', 'J8369854', 'P0000001', 'Y7654321']) expect(isValidPassport(value)).toBe(true);
    for (const letter of 'QXZ') expect(isValidPassport(`${letter}1234567`)).toBe(false);
    for (const value of ['A123456', 'A12345678', 'AB123456', 'a1234567', '12345678']) expect(isValidPassport(value)).toBe(false);
    expect(validatePassport('Q1234567')).toEqual({ ok: false, message: 'Please enter a valid passport number, e.g. A1234567.', issue: { code: 'PASSPORT_INVALID' } });
  });
});

describe('driving licence', () => {
  it('VAL-DL-001: state, RTO, year and serial with optional separators', () => {
    for (const value of ['MH1420110062821', 'MH14 20110062821', 'HR-0619850034761', 'DL04 2011 0149646', 'KA-01-2019-1234567']) {
      expect(isValidDrivingLicence(value)).toBe(true);
    }
    for (const value of [
      'MH142011006282', // serial one digit short
      'MH14201100628210', // one digit long
      'M1420110062821', // one-letter state
      'MH1418110062821', // year 1811
      'mh1420110062821', // lower case
      'MH14  20110062821', // two spaces
      'MH14_20110062821', // underscore
    ]) {
      expect(isValidDrivingLicence(value)).toBe(false);
    }
    expect(validateDrivingLicence('MH1420110062').ok).toBe(false);
  });
});

describe('vehicle number', () => {
  it('VAL-VEHICLE-001: state series: state, RTO, 1–3 letters, 4 digits', () => {
    for (const value of ['MH12AB1234', 'MH 12 AB 1234', 'KA-01-MJ-2024', 'DL03CAY1234', 'TN09A0001', 'GJ 01 AAA 9999']) {
      expect(isValidVehicleNumber(value)).toBe(true);
    }
    for (const value of ['MH12AB123', 'MH12ABCD1234', 'MH1AB1234', 'M12AB1234', 'MH12 1234', 'mh12ab1234', 'MH12AB12345']) {
      expect(isValidVehicleNumber(value)).toBe(false);
    }
    expect(validateVehicleNumber('MH12AB123')).toEqual({ ok: false, message: 'Please enter a valid vehicle number, e.g. MH12AB1234 or 22BH1234AB.', issue: { code: 'VEHICLE_NUMBER_INVALID' } });
  });

  it('VAL-VEHICLE-002: Bharat series YY BH #### XX (G.S.R. 594(E))', () => {
    for (const value of ['21BH0001AA', '21 BH 0001 AA', '22-BH-1234-ZZ', '25BH9999AB']) expect(isValidVehicleNumber(value)).toBe(true);
    for (const value of ['21BH0001A', '21BH001AA', '2BH0001AA', '21BX0001AA', '21BH0001AAA', '21bh0001aa']) expect(isValidVehicleNumber(value)).toBe(false);
  });
});

describe('IFSC', () => {
  it('VAL-IFSC-001: four letters, 0, six letters or digits', () => {
    for (const value of ['SBIN0000001', 'HDFC0000240', 'ICIC0ABC123', 'UTIB0SBIK01']) expect(isValidIfsc(value)).toBe(true);
    for (const value of ['SBIN1000001', 'SBI00000001', 'SBIN000001', 'SBIN00000012', 'sbin0000001', 'SBIN0-00001']) expect(isValidIfsc(value)).toBe(false);
    expect(validateIfsc('SBIN1000001')).toEqual({ ok: false, message: 'Please enter a valid IFSC, e.g. SBIN0001234.', issue: { code: 'IFSC_INVALID' } });
  });
});
