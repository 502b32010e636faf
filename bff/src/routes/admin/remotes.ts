import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/app/errors.ts';
import { versionEntry } from '../../plugins/app/remote-registry.ts';
import type { Change, RemoteState } from '../../plugins/app/repositories/remote-registry.ts';
import { PREVIEW_MS, previewKey, previewToken } from '../../releases/canary.ts';
import { type BuildFacts, buildFactsSchema } from '../../releases/checks.ts';
import { actorOf } from './auth.ts';

const nameParams = z.object({ name: z.string().regex(/^mf_[a-z]+$/, 'name must be a remote’s federation name.') });
const version = z.string().regex(/^[0-9a-z][0-9a-z.-]{0,39}$/, 'version must be 1-40 of 0-9, a-z, dot and dash.');
/** Who did it (the release command sends its user) and why: both kept in the audit log. */
const why = {
  by: z.string().trim().min(1).max(100, 'by must be at most 100 characters.').optional(),
  reason: z.string().trim().max(500, 'reason must be at most 500 characters.').optional(),
};
const releaseBody = buildFactsSchema.extend(why);
const canaryBody = z.object({
  version: version.optional(),
  share: z
    .number({ error: 'share must be a number.' })
    .int('share must be a whole percent.')
    .min(1, 'share must be 1 to 99.')
    .max(99, 'share must be 1 to 99.'),
  ...why,
});
const promoteBody = z.object({ version: version.optional(), ...why });
const rollbackBody = z.object({ ...why });
const previewBody = z.object({ version, ...why });

/**
 * The remote registry for staff and the release command (`npm run release -w <remote>`):
 * GET /admin/remotes (each remote's state, its versions and the audit log), and per remote
 * POST releases (a published build: checked against the shell, then recorded, not yet live),
 * canary (a share of visitors, sticky per visitor), promote (stable for every visitor), rollback
 * (the canary ends; without one, the stable version before this one comes back) and preview (a
 * signed link showing a version to one browser). A build that fails a check is refused with 409 and
 * a message naming each problem; checks run again before a canary or promotion, against the shell
 * running then. Every change is in the registry's audit log with who (the staff member's account,
 * or whom the release command runs for), when and why, and reaches this replica at once and the
 * others within seconds. Admins only (and ADMIN_TOKEN, which the release command uses).
 */
const remotes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repository = app.remoteRegistryRepository;

  /** Who: a staff member's own account; a script with ADMIN_TOKEN says whom it runs for (`by`). */
  const changeOf = (
    request: FastifyRequest,
    body: { by?: string | undefined; reason?: string | undefined },
  ): Change => {
    const actor = actorOf(request);
    return { actor: actor.id === null ? (body.by ?? actor.label) : actor.label, reason: body.reason };
  };
  const stateOf = (name: string): RemoteState => {
    const state = app.remoteRegistry.current().find((s) => s.name === name);
    if (!state) throw new HttpError(404, `There is no remote ${name} in the registry.`);
    return state;
  };
  /** The released build of `version`, checked against the shell running now; 409 naming each problem. */
  const checkedRelease = async (request: FastifyRequest, name: string, wanted: string, action: string) => {
    const release = await repository.release(name, wanted);
    if (!release) throw new HttpError(404, `${name} ${wanted} was never released: release it first (npm run release).`);
    await refuseIfIncompatible(request, release.build, action);
    return release;
  };
  const refuseIfIncompatible = async (request: FastifyRequest, build: BuildFacts, action: string) => {
    const problems = app.remoteRegistry.problems(build);
    if (problems.length === 0) return;
    await repository.note(build.name, 'refused', {
      actor: changeOf(request, {}).actor,
      version: build.version,
      reason: problems.join(' '),
    });
    throw new HttpError(409, `${build.name} ${build.version} cannot ${action}: ${problems.join(' ')}`);
  };
  /** This replica serves a change at once (the others within REGISTRY_REFRESH_MS). */
  const changed = async (request: FastifyRequest, state: RemoteState) => {
    await app.remoteRegistry.refresh();
    request.log.info(
      { remote: { name: state.name, stable: state.stable, canary: state.canary } },
      'remote registry changed',
    );
    return state;
  };

  app.get('/remotes', async () => ({
    remotes: await Promise.all(
      app.remoteRegistry.current().map(async (state) => ({
        ...state,
        releases: (await repository.releases(state.name, 20)).map(({ build, ...release }) => ({
          ...release,
          entry: versionEntry(state, release.version),
        })),
      })),
    ),
    audit: await repository.auditLog({ limit: 50 }),
  }));

  app.post('/remotes/:name/releases', { schema: { params: nameParams, body: releaseBody } }, async (request, reply) => {
    const { by, reason, ...build } = request.body;
    if (build.name !== request.params.name) {
      throw new HttpError(400, `The build is of ${build.name}, not ${request.params.name}.`);
    }
    stateOf(build.name);
    await refuseIfIncompatible(request, build, 'be released');
    const added = await repository.addRelease(build, changeOf(request, { by, reason }));
    request.log.info(
      { remote: { name: build.name, version: build.version } },
      added ? 'remote version released' : 'remote version released again',
    );
    return reply.code(added ? 201 : 200).send({ name: build.name, version: build.version, released: added });
  });

  app.post('/remotes/:name/canary', { schema: { params: nameParams, body: canaryBody } }, async (request) => {
    const { name } = request.params;
    const state = stateOf(name);
    const wanted = request.body.version ?? (await latestNotStable(name, state));
    const release = await checkedRelease(request, name, wanted, 'go to a canary');
    if (release.version === state.stable) throw new HttpError(409, `${name} ${wanted} is already the stable version.`);
    return changed(
      request,
      await repository.setCanary(name, release.version, request.body.share, changeOf(request, request.body)),
    );
  });

  app.post('/remotes/:name/promote', { schema: { params: nameParams, body: promoteBody } }, async (request) => {
    const { name } = request.params;
    const state = stateOf(name);
    const wanted = request.body.version ?? state.canary?.version ?? (await latestNotStable(name, state));
    const release = await checkedRelease(request, name, wanted, 'be promoted');
    return changed(request, await repository.promote(name, release.version, changeOf(request, request.body)));
  });

  app.post('/remotes/:name/rollback', { schema: { params: nameParams, body: rollbackBody } }, async (request) => {
    const { name } = request.params;
    stateOf(name);
    const rolled = await repository.rollback(name, changeOf(request, request.body));
    if (!rolled)
      throw new HttpError(409, `${name} has no canary and no version before its stable one: nothing to roll back to.`);
    await changed(request, rolled.state);
    return { ...rolled.state, rolledBack: rolled.from };
  });

  app.post('/remotes/:name/preview', { schema: { params: nameParams, body: previewBody } }, async (request) => {
    const { name } = request.params;
    stateOf(name);
    const release = await checkedRelease(request, name, request.body.version, 'be previewed');
    const expiresAt = Date.now() + PREVIEW_MS;
    const token = previewToken(previewKey(app.config.ADMIN_TOKEN as string), name, release.version, expiresAt);
    await repository.note(name, 'preview', { ...changeOf(request, request.body), version: release.version });
    return {
      url: `/api/remotes/preview?token=${encodeURIComponent(token)}`,
      expiresAt: new Date(expiresAt).toISOString(),
    };
  });

  /** The newest released version that is not the stable one (what a canary or promotion takes by default). */
  async function latestNotStable(name: string, state: RemoteState): Promise<string> {
    const latest = (await repository.releases(name, 2)).find((r) => r.version !== state.stable);
    if (!latest) throw new HttpError(409, `${name} has no released version besides its stable one: release one first.`);
    return latest.version;
  }
};

export default remotes;
