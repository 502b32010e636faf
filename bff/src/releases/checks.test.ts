import { REMOTE_CONTRACT } from '@hl/shared/remotes';
import { describe, expect, it } from 'vitest';
import { sharedAsBuilt } from '../../test/releases.ts';
import { type BuildFacts, releaseProblems } from './checks.ts';

/** The shell as built now: React 19 and the @hl singletons, and the contract of @hl/shared/remotes. */
const host = {
  shared: {
    react: '19.3.1',
    'react-dom': '19.3.1',
    'react-hot-toast': '2.6.1',
    '@hl/shared/router': '0.1.0',
    '@hl/shared/analytics': '0.1.0',
  },
  contract: REMOTE_CONTRACT,
};

/** A knowledge build as the current code makes it (its manifest's shared list and exposes). */
const knowledge = (): BuildFacts => ({
  name: 'mf_knowledge',
  version: 'abc12345',
  shared: sharedAsBuilt(),
  exposes: ['WhyUs', 'Testimonials', 'Partners', 'Services', 'Team', 'KnowledgeCenter'],
  contract: structuredClone(REMOTE_CONTRACT.mf_knowledge) as BuildFacts['contract'],
});

describe('the checks before a remote version goes live', () => {
  it('passes a build made from the same contract and React as the shell', () => {
    expect(releaseProblems(knowledge(), host)).toEqual([]);
  });

  it('refuses a build that asks another React major, naming the range and what the shell provides', () => {
    const build = knowledge();
    for (const entry of build.shared) if (/^react(-dom)?(\/|$)/.test(entry.name)) entry.requiredVersion = '^18.0.0';
    expect(releaseProblems(build, host)).toEqual([
      'mf_knowledge asks react ^18.0.0; the shell provides 19.3.1.',
      'mf_knowledge asks react-dom ^18.0.0; the shell provides 19.3.1.',
    ]);
  });

  it('refuses a build that does not share a singleton, which would run a second copy', () => {
    const build = knowledge();
    build.shared = build.shared.filter((s) => s.name !== '@hl/shared/router');
    (build.shared.find((s) => s.name === 'react-hot-toast') as { singleton?: boolean }).singleton = false;
    expect(releaseProblems(build, host)).toEqual([
      "mf_knowledge does not share react-hot-toast as a singleton: it would run a copy of its own beside the shell's.",
      "mf_knowledge does not share @hl/shared/router as a singleton: it would run a copy of its own beside the shell's.",
    ]);
  });

  it('refuses a build missing an expose the shell loads', () => {
    const build = knowledge();
    build.exposes = build.exposes.filter((e) => e !== 'Team');
    expect(releaseProblems(build, host)).toEqual(['mf_knowledge does not expose Team, which the shell loads.']);
  });

  it('refuses a build whose prop has another kind, or that expects a prop the shell does not pass', () => {
    const build = knowledge();
    build.contract.KnowledgeCenter = { articleSlugId: 'number?', onArticleNotFound: 'function?', locale: 'string' };
    expect(releaseProblems(build, host)).toEqual([
      "mf_knowledge/KnowledgeCenter: prop articleSlugId is an optional number in this build; the shell's contract says an optional string.",
      "mf_knowledge/KnowledgeCenter: prop locale is a string in this build; the shell's contract says not a prop.",
    ]);
  });

  it('refuses a build without a recorded contract, and a remote the shell does not compose', () => {
    const build = knowledge();
    build.contract = {};
    expect(releaseProblems(build, host)[0]).toBe(
      "mf_knowledge/KnowledgeCenter: the build records no contract for it (rebuild it with this shell's contract).",
    );
    expect(releaseProblems({ ...knowledge(), name: 'mf_weather' }, host)).toEqual([
      'mf_weather is not a remote this shell composes.',
    ]);
  });

  it('tells a module expose from a component', () => {
    const analytics: BuildFacts = {
      ...knowledge(),
      name: 'mf_analytics',
      exposes: ['Insights', 'tracker'],
      contract: { Insights: {}, tracker: {} },
    };
    expect(releaseProblems(analytics, host)).toEqual([
      'mf_analytics/tracker is a component in this build; the shell expects a function module.',
    ]);
  });
});
