import { newStaffUserSchema, staffUserChangeSchema, staffUsersAnswerSchema } from '@hl/shared/staff';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/app/errors.ts';
import { actorOf } from './auth.ts';
import { idParamsSchema } from './schemas.ts';

/**
 * The staff accounts, for admins (and ADMIN_TOKEN: `npm run staff -w bff` creates the first admin
 * with it). GET /admin/users lists them; POST /admin/users adds one (409 for an e-mail that has
 * one); PATCH /admin/users/:id changes a name, a role, a password, lifts a lock-out or deactivates
 * (an account is never deleted: the leads' history names its people). A new password or a
 * deactivation ends the account's sessions at once. The last active admin can be neither demoted
 * nor deactivated. Each change is in the audit log, never a password.
 */
const users: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repository = app.staffRepository;

  app.get('/users', { schema: { response: { 200: staffUsersAnswerSchema } } }, async () => ({
    users: await repository.list(),
  }));

  app.post('/users', { schema: { body: newStaffUserSchema } }, async (request, reply) => {
    const created = await repository.create(request.body);
    if (created === 'taken') throw new HttpError(409, `${request.body.email} has an account already.`);
    await app.auditRepository.record(actorOf(request), {
      action: 'user.create',
      subject: created.id,
      detail: { role: created.role },
    });
    return reply.code(201).send(created);
  });

  app.patch('/users/:id', { schema: { params: idParamsSchema, body: staffUserChangeSchema } }, async (request) => {
    const { id } = request.params;
    const change = request.body;
    const before = await repository.get(id);
    if (!before) throw new HttpError(404, 'No account has this id.');
    const losesAdmin =
      before.role === 'admin' && before.active && ((change.role && change.role !== 'admin') || change.active === false);
    if (losesAdmin && (await repository.activeAdmins()) <= 1) {
      throw new HttpError(409, 'This is the last active admin: make another account an admin first.');
    }
    const after = await repository.update(id, change);
    if (!after) throw new HttpError(404, 'No account has this id.');
    if (change.password !== undefined || change.active === false) await app.adminSessionsRepository.endAllOf(id);
    const fields = Object.keys(change).filter((key) => key !== 'password');
    await app.auditRepository.record(actorOf(request), {
      action: 'user.update',
      subject: id,
      detail: {
        changed: change.password === undefined ? fields : [...fields, 'password'],
        ...(change.role ? { role: { from: before.role, to: after.role } } : {}),
      },
    });
    return after;
  });
};

export default users;
