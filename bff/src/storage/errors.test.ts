import { describe, expect, it } from 'vitest';
import { describeCause, isUnavailable, redactUrl } from './errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('database errors', () => {
  it('tells an unreachable database from a wrong statement', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      withCode('database is locked', 'SQLITE_BUSY'),
      withCode('disk I/O error', 'SQLITE_IOERR_WRITE'),
      new AggregateError([withCode('', 'ECONNREFUSED'), withCode('', 'ECONNREFUSED')]),
      new Error('migration 002 failed', { cause: withCode('read ECONNRESET', 'ECONNRESET') }),
    ]) {
      expect(isUnavailable(error), error.message).toBe(true);
    }
    for (const error of [
      withCode('relation "leads" does not exist', '42P01'),
      withCode('password authentication failed for user "hl"', '28P01'),
      withCode('database "x" does not exist', '3D000'),
      withCode('UNIQUE constraint failed', 'SQLITE_CONSTRAINT_UNIQUE'),
      new Error('Storage is closed'),
      'not an error',
    ]) {
      expect(isUnavailable(error), String(error)).toBe(false);
    }
  });

  it('describes the cause in one line, naming an address-less AggregateError by its parts', () => {
    const refused = withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED');
    expect(
      describeCause(new AggregateError([refused, withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')])),
    ).toBe('connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432');
    expect(describeCause(withCode('file is not a database', 'SQLITE_NOTADB'))).toBe(
      'file is not a database (SQLITE_NOTADB)',
    );
    expect(describeCause(withCode('database "x" does not exist', '3D000'))).toBe('database "x" does not exist');
    expect(describeCause(new Error('first line\n    at somewhere'))).toBe('first line');
  });

  it('hides the password of a database URL', () => {
    expect(redactUrl('postgres://hl:s3cret@db:5432/site')).toBe('postgres://hl:***@db:5432/site');
    expect(redactUrl('postgres://hl@db/site')).toBe('postgres://hl@db/site');
    expect(redactUrl('sqlite:/srv/site.db')).toBe('sqlite:/srv/site.db');
  });
});
