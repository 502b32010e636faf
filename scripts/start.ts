/**
 * `npm start`: builds what is not built, then runs the BFF (serving the shell) on :8080 and each
 * remote's own static server on 8081-8084, and stops them all on Ctrl-C or SIGTERM.
 */
import { execSync } from 'node:child_process';
import { isBuilt, REMOTES, type Service, siteOrigin, startBff, startRemote, stop } from '@hl/tooling/stack';

const bffPort = Number(process.env.PORT ?? 8080);
const workspaces = ['shell', ...REMOTES.map((r) => r.workspace)];

for (const workspace of workspaces) {
  if (isBuilt(workspace)) continue;
  console.log(`Building ${workspace}…`);
  execSync(`npm run build -w ${workspace}`, { stdio: 'inherit' });
}

const services: Service[] = [];
let stopping = false;
async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  await Promise.all(services.map(stop));
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  for (const remote of REMOTES)
    services.push(
      await startRemote(remote.workspace, remote.port, { quiet: true, siteOrigins: [siteOrigin(bffPort)] }),
    );
  // The BFF's defaults point at these remote servers; MF_*_URL in the environment still win.
  services.push(await startBff(bffPort, {}));
} catch (error) {
  console.error(String(error));
  await stopAll(1);
}

for (const service of services) {
  service.child.once('exit', (code) => {
    if (!stopping) {
      console.error(`${service.name} stopped (exit code ${code}); stopping the rest.`);
      void stopAll(1);
    }
  });
}

console.log(`
  Site            http://localhost:${bffPort}
${REMOTES.map((r) => `  ${r.workspace.padEnd(16)}http://localhost:${r.port}/mf-manifest.json`).join('\n')}
  Press Ctrl-C to stop.
`);
