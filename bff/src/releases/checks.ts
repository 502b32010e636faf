import type { BuildFacts, ExposeSpec } from '@hl/shared/remotes';
import semver from 'semver';
import { z } from 'zod';

export type { BuildFacts };

/** BuildFacts (@hl/shared/remotes) as the release route checks a request's body. */
export const buildFactsSchema = z.object({
  name: z.string().regex(/^mf_[a-z]+$/, 'name must be a remote’s federation name (mf_…).'),
  version: z.string().regex(/^[0-9a-z][0-9a-z.-]{0,39}$/, 'version must be 1-40 of 0-9, a-z, dot and dash.'),
  shared: z
    .array(
      z.object({
        name: z.string().max(200),
        version: z.string().max(100).optional(),
        requiredVersion: z.union([z.string().max(100), z.literal(false)]).optional(),
        singleton: z.boolean().optional(),
      }),
    )
    .max(100),
  exposes: z.array(z.string().max(200)).max(100),
  contract: z.record(z.string(), z.union([z.literal('function'), z.record(z.string(), z.string().max(40))])),
}) satisfies z.ZodType<BuildFacts>;

/** What the shell running now provides and expects: the singletons' versions and the contract. */
export interface Host {
  /** Singleton → the version the shell provides (its build's shared-versions.json). */
  shared: Readonly<Record<string, string>>;
  /** Remote → expose → its spec (REMOTE_CONTRACT of @hl/shared/remotes, as the shell was built with). */
  contract: Readonly<Record<string, Readonly<Record<string, ExposeSpec>>>>;
}

const describe = (spec: ExposeSpec | undefined) => (spec === 'function' ? 'a function module' : 'a component');

/** How two specs of one expose differ, in words; empty when they agree. */
function contractProblems(id: string, built: ExposeSpec | undefined, shell: ExposeSpec): string[] {
  if (built === undefined)
    return [`${id}: the build records no contract for it (rebuild it with this shell's contract).`];
  if (built === 'function' || shell === 'function') {
    return built === shell ? [] : [`${id} is ${describe(built)} in this build; the shell expects ${describe(shell)}.`];
  }
  const props = [...new Set([...Object.keys(shell), ...Object.keys(built)])].sort();
  return props.flatMap((prop) => {
    const have = built[prop];
    const want = shell[prop];
    if (have === want) return [];
    const wording = (kind: string | undefined) =>
      kind === undefined ? 'not a prop' : kind.endsWith('?') ? `an optional ${kind.slice(0, -1)}` : `a ${kind}`;
    return [`${id}: prop ${prop} is ${wording(have)} in this build; the shell's contract says ${wording(want)}.`];
  });
}

/**
 * Why a build cannot go live beside the shell that runs now; empty when it can. Each problem names
 * what is wrong: a singleton it does not share (it would run a copy of its own, a second React), a
 * version range the shell's singleton does not satisfy (a build asking React ^18 of a shell on 19),
 * an expose the shell renders that it lacks, or a prop whose kind differs from the shell's contract.
 */
export function releaseProblems(build: BuildFacts, host: Host): string[] {
  const contract = host.contract[build.name];
  if (!contract) return [`${build.name} is not a remote this shell composes.`];
  const problems: string[] = [];
  for (const [name, provided] of Object.entries(host.shared)) {
    const entry = build.shared.find((s) => s.name === name);
    if (entry?.singleton !== true) {
      problems.push(
        `${build.name} does not share ${name} as a singleton: it would run a copy of its own beside the shell's.`,
      );
      continue;
    }
    const range = entry.requiredVersion;
    if (typeof range === 'string' && !semver.satisfies(provided, range)) {
      problems.push(`${build.name} asks ${name} ${range}; the shell provides ${provided}.`);
    }
  }
  for (const [expose, spec] of Object.entries(contract)) {
    const id = `${build.name}/${expose}`;
    if (!build.exposes.includes(expose)) {
      problems.push(`${build.name} does not expose ${expose}, which the shell loads.`);
      continue;
    }
    problems.push(...contractProblems(id, build.contract[expose], spec));
  }
  return problems;
}
