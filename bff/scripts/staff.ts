/**
 * `npm run staff -w bff -- add --email ADDRESS --name NAME [--role admin|agent|viewer]`: adds a
 * staff account through the BFF at BFF_URL (default http://localhost:8080) with ADMIN_TOKEN, the
 * way to create the first admin (who then adds everybody else on /insights). The password comes
 * from STAFF_PASSWORD, else it is asked for at the terminal without being shown; it travels only in
 * the request's body. `list` prints the accounts.
 */
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'admin' } },
});
const bffUrl = process.env.BFF_URL ?? 'http://localhost:8080';
const token = process.env.ADMIN_TOKEN;

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

/** One admin request with the token; the BFF's own message when it refuses. */
async function admin<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(new URL(path, bffUrl), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).catch((error: Error) => fail(`The BFF at ${bffUrl} does not answer (${error.message}): set BFF_URL.`));
  const answer = (await res.json().catch(() => ({}))) as T & { message?: string };
  if (!res.ok) fail(answer.message ?? `${method} ${path} answered ${res.status}.`);
  return answer;
}

/** A line typed at the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) fail('Set STAFF_PASSWORD, or run this at a terminal to type the password.');
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const onData = (key: string) => {
      if (key === '\u0003') process.exit(130);
      if (key === '\r' || key === '\n') {
        stdin.setRawMode(false);
        stdin.pause();
        stdin.off('data', onData);
        stdout.write('\n');
        resolve(typed);
      } else if (key === '\u007f') typed = typed.slice(0, -1);
      else typed += key;
    };
    stdin.on('data', onData);
  });
}

if (!token) fail('ADMIN_TOKEN must be set: this command signs in to the BFF with it.');
const [command] = positionals;
if (command === 'add') {
  if (!values.email || !values.name) fail('add needs --email and --name.');
  const password = process.env.STAFF_PASSWORD ?? (await askHidden(`Password for ${values.email}: `));
  const user = await admin<{ email: string; role: string }>('POST', '/admin/users', {
    email: values.email,
    name: values.name,
    role: values.role,
    password,
  });
  console.log(`✔ ${user.email} can sign in on ${new URL('/insights', bffUrl)} as ${user.role}.`);
} else if (command === 'list') {
  const { users } = await admin<{ users: Array<{ email: string; name: string; role: string; active: boolean }> }>(
    'GET',
    '/admin/users',
  );
  for (const u of users) console.log(`${u.email}\t${u.name}\t${u.role}${u.active ? '' : '\t(deactivated)'}`);
} else {
  fail('Say what to do: add --email ADDRESS --name NAME [--role admin|agent|viewer], or list.');
}
