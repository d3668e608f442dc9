import { describe, expect, it } from 'vitest';
import { isValidOrgNumber, luhnValid, normalizeOrgNumber } from './orgNumber.ts';

describe('organisation numbers by country', () => {
  it('SE: 10 digits with the Luhn check, dash optional, century form accepted', () => {
    expect(isValidOrgNumber('SE', '556036-0793')).toBe(true);
    expect(isValidOrgNumber('SE', '5560125790')).toBe(true);
    expect(isValidOrgNumber('SE', '16556036-0793')).toBe(true);
    expect(isValidOrgNumber('SE', '556036-0794')).toBe(false);
    expect(isValidOrgNumber('SE', '55603607')).toBe(false);
    expect(normalizeOrgNumber('SE', '5560360793')).toBe('556036-0793');
    expect(luhnValid('79927398713')).toBe(true);
  });

  it('NO: 9 digits, mod 11 with weights 3 2 7 6 5 4 3 2', () => {
    expect(isValidOrgNumber('NO', '923 609 016')).toBe(true);
    expect(isValidOrgNumber('NO', '923609017')).toBe(false);
    expect(isValidOrgNumber('NO', '92360901')).toBe(false);
  });

  it('DK: CVR of 8 digits, weighted sum divisible by 11', () => {
    expect(isValidOrgNumber('DK', '10150817')).toBe(true);
    expect(isValidOrgNumber('DK', '10150818')).toBe(false);
    expect(isValidOrgNumber('DK', '01234567')).toBe(false);
  });

  it('GB: 8 digits (older ones zero-padded) or a register prefix and 6 digits', () => {
    expect(isValidOrgNumber('GB', '00445790')).toBe(true);
    expect(isValidOrgNumber('GB', '445790')).toBe(true);
    expect(normalizeOrgNumber('GB', '445790')).toBe('00445790');
    expect(isValidOrgNumber('GB', 'SC123456')).toBe(true);
    expect(isValidOrgNumber('GB', 'NI012345')).toBe(true);
    expect(isValidOrgNumber('GB', 'XX123456')).toBe(false);
    expect(isValidOrgNumber('GB', '00000000')).toBe(false);
    expect(isValidOrgNumber('GB', '123456789')).toBe(false);
  });

  it('ES: NIF (DNI letter), NIE and CIF with its control digit or letter', () => {
    expect(isValidOrgNumber('ES', '12345678Z')).toBe(true);
    expect(isValidOrgNumber('ES', '12345678A')).toBe(false);
    expect(isValidOrgNumber('ES', 'X1234567L')).toBe(true);
    expect(isValidOrgNumber('ES', 'A58818501')).toBe(true);
    expect(isValidOrgNumber('ES', 'A58818502')).toBe(false);
    expect(isValidOrgNumber('ES', 'B12345674')).toBe(true);
    // P, Q, R, S, N, W take a letter: Q2826000H (a public body).
    expect(isValidOrgNumber('ES', 'Q2826000H')).toBe(true);
    expect(isValidOrgNumber('ES', 'Q28260008')).toBe(false);
  });

  it('TR: VKN of 10 digits with its check digit', () => {
    expect(isValidOrgNumber('TR', '4540536920')).toBe(true);
    expect(isValidOrgNumber('TR', '4540536921')).toBe(false);
    expect(isValidOrgNumber('TR', '454053692')).toBe(false);
  });
});
