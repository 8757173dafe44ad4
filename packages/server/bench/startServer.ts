/** A server of the benches in its own process (`serverProcess.ts`): its ready message and a way to ask it things. */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { ReadyMessage } from './serverProcess.ts';

export interface ServerProcess {
  ready: ReadyMessage;
  /** Fork to the ready message, ms (wall clock: the process's start, module loading and createServer included). */
  startMs: number;
  ask: <T>(message: object, type: string) => Promise<T>;
  close: () => Promise<void>;
}

export const startServer = (dataDir: string): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    const forked = performance.now();
    const child: ChildProcess = fork(path.join(import.meta.dirname, 'serverProcess.ts'), [], {
      execArgv: ['--import', 'tsx', '--conditions=source', '--expose-gc'],
      env: { ...process.env, HAVBRUK_BENCH_DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const waiting = new Map<string, (message: unknown) => void>();
    child.on('message', (message: { type: string }) => {
      if (message.type === 'ready')
        resolve({
          ready: message as ReadyMessage,
          startMs: performance.now() - forked,
          ask: <T>(question: object, type: string) =>
            new Promise<T>((answer) => {
              waiting.set(type, answer as (message: unknown) => void);
              child.send(question);
            }),
          close: () =>
            new Promise<void>((done) => {
              child.once('exit', () => done());
              child.send({ cmd: 'close' });
            }),
        });
      waiting.get(message.type)?.(message);
    });
    child.once('exit', (code) => code !== 0 && reject(new Error(`server process exited with ${code}`)));
  });
