import { describe, expect, it } from 'vitest';
import { accountHolderSchema, paymentFieldErrors } from './payments.ts';

const holder = {
  legalName: 'Kaffe AB',
  country: 'SE',
  email: 'owner@kaffe.test',
  shareholders: [{ name: 'Elsa Nord', jobTitle: 'VD' }],
};

function codes(value: unknown) {
  const parsed = accountHolderSchema.safeParse(value);
  return parsed.success ? {} : paymentFieldErrors(parsed.error);
}

describe('account holder shareholders, per country', () => {
  it('accepts a complete holder', () => {
    expect(codes(holder)).toEqual({});
  });

  it('needs at least one shareholder everywhere', () => {
    for (const country of ['SE', 'NO', 'DK', 'GB', 'ES', 'TR'])
      expect(codes({ ...holder, country, shareholders: [] })).toEqual({ shareholders: 'shareholdersMin' });
  });

  it('needs a job title where the register lists board roles (SE, NO, DK, GB), not in ES or TR', () => {
    const untitled = [{ name: 'Elsa Nord', jobTitle: '  ' }];
    for (const country of ['SE', 'NO', 'DK', 'GB'])
      expect(codes({ ...holder, country, shareholders: untitled })).toEqual({
        'shareholders.0.jobTitle': 'jobTitleRequired',
      });
    for (const country of ['ES', 'TR'])
      expect(codes({ ...holder, country, shareholders: untitled })).toEqual({});
  });

  it('needs a given and a family name where the provider matches a population register', () => {
    const single = [{ name: 'Elsa', jobTitle: 'CEO' }];
    for (const country of ['SE', 'NO', 'DK', 'ES', 'TR'])
      expect(codes({ ...holder, country, shareholders: single })).toEqual({
        'shareholders.0.name': 'fullNameRequired',
      });
    expect(codes({ ...holder, country: 'GB', shareholders: single })).toEqual({});
  });

  it('refuses the same person twice, whatever the case, accents or spacing', () => {
    const twice = [
      { name: 'Åsa Ek', jobTitle: 'VD' },
      { name: ' asa  EK ', jobTitle: 'Ledamot' },
    ];
    expect(codes({ ...holder, shareholders: twice })).toEqual({
      'shareholders.1.name': 'duplicateShareholder',
    });
  });

  it('names the row and field of each problem, the first code per field', () => {
    expect(
      codes({
        ...holder,
        email: 'nope',
        shareholders: [
          { name: 'Elsa Nord', jobTitle: 'VD' },
          { name: '', jobTitle: '' },
        ],
      }),
    ).toEqual({
      email: 'invalidEmail',
      'shareholders.1.name': 'required',
      'shareholders.1.jobTitle': 'jobTitleRequired',
    });
  });
});
