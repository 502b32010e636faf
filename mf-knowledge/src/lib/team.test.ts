import { describe, expect, it } from 'vitest';
import { team } from '../content/data/index.ts';
import { splitQualifications, teamContact, telHref } from './team.ts';

describe('team', () => {
  it('shows the first two qualifications and keeps the rest for “+N more”', () => {
    expect(splitQualifications(['A', 'B', 'C', 'D'])).toEqual({ first: ['A', 'B'], rest: ['C', 'D'] });
    expect(splitQualifications(['A', 'B'])).toEqual({ first: ['A', 'B'], rest: [] });
    expect(splitQualifications(['A'])).toEqual({ first: ['A'], rest: [] });
  });

  it('dials a South African number in international form', () => {
    expect(telHref('010 500 4411')).toBe('+27105004411');
    expect(telHref('082 555 0143')).toBe('+27825550143');
    expect(telHref('+27 10 500 4411')).toBe('+27105004411');
  });

  it('reads every member’s e-mail and phone through one accessor', () => {
    for (const member of team) {
      const contact = teamContact(member);
      expect(contact.email).toMatch(/^[a-z.]+@/);
      expect(contact.phone?.tel).toMatch(/^\+27\d{9}$/);
    }
  });
});
