// `npm start`: the whole product on one machine, no network needed. Runs the reference API server (embedded
// database + dev identity provider, port 4000) and the app's dev server (port 5173) and stops them together.
// Extra arguments go to the server, e.g. `npm start -- --reset` reseeds the database, `--token-ttl 60`. The server
// runs with `--dev` (demo users' password-less login and the dev mailbox, on loopback only).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const APP_URL = 'http://localhost:5173';
const jobs = [];
if (existsSync('packages/server/src/main.ts')) {
  jobs.push(['server', 'npm', ['run', 'start', '-w', '@havbruk/server', '--', '--dev', ...process.argv.slice(2)]]);
}
jobs.push(['app', 'npm', ['run', 'dev', '-w', '@havbruk/app']]);

const children = jobs.map(([name, command, args]) => {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (name === 'server' && String(chunk).includes('Demo users')) {
      console.log(`\nHavbruk is ready: open ${APP_URL} and sign in as one of the demo users above.\n`);
    }
  });
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  return child;
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
console.log(
  `Havbruk: the app runs at ${APP_URL} (API http://localhost:4000, starting — the first start seeds the database)`,
);
