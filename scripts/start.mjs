// `npm start`: the whole product on one machine. Runs the app's dev server
// (and the reference API server once it exists) and stops them together.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const jobs = [];
if (existsSync('packages/server/src/main.ts')) {
  jobs.push(['server', 'npm', ['run', 'start', '-w', '@havbruk/server', '--', ...process.argv.slice(2)]]);
}
jobs.push(['app', 'npm', ['run', 'dev', '-w', '@havbruk/app']]);

const children = jobs.map(([name, command, args]) => {
  const child = spawn(command, args, { stdio: 'inherit' });
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
console.log('Havbruk: the app runs at http://localhost:5173');
