import { describe, expect, it } from 'vitest';
import { splitQualifications } from './team.ts';

describe('team', () => {
  it('shows the first two qualifications and keeps the rest for “+N more”', () => {
    expect(splitQualifications(['A', 'B', 'C', 'D'])).toEqual({ first: ['A', 'B'], rest: ['C', 'D'] });
    expect(splitQualifications(['A', 'B'])).toEqual({ first: ['A', 'B'], rest: [] });
    expect(splitQualifications(['A'])).toEqual({ first: ['A'], rest: [] });
  });
});
