/**
 * The load of the API bench in its own process (`api.bench.ts` forks it): `clients` HTTP clients asking for the
 * same request back to back for `seconds` once told to (it says when it is ready), then the number of answers
 * over IPC.
 *
 * Apart from the notifications reader (the bench's own process): in one process with the four busy clients, a
 * reader's answer waited behind their answers in that process's event loop, and that wait was counted as the
 * server's (notifications p99 12-21 ms under load; 6 ms with the reader alone).
 */
import { Agent } from 'node:http';
import { http } from './http.ts';
import type { InjectRequest } from './serverProcess.ts';

export interface LoadTask {
  port: number;
  token: string;
  request: InjectRequest;
  clients: number;
  seconds: number;
}

export interface LoadResult {
  answers: number;
  seconds: number;
}

process.once('message', (task: LoadTask) => {
  void (async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: task.clients });
    const started = performance.now();
    const until = started + task.seconds * 1000;
    let answers = 0;
    const client = async () => {
      while (performance.now() < until) {
        await http(agent, task.port, task.token, task.request);
        answers += 1;
      }
    };
    await Promise.all(Array.from({ length: task.clients }, client));
    agent.destroy();
    process.send?.({ answers, seconds: (performance.now() - started) / 1000 } satisfies LoadResult, () =>
      process.exit(0),
    );
  })();
});

process.send?.({ ready: true });
