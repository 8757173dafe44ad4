import { createActor } from 'xstate';
import { median, round, type BenchResult } from '../../../scripts/bench-types.ts';
import { disclosureMachine } from '@havbruk/machines';

/** Events per second through the disclosure machine: proves the bench runner end to end. */
export async function run(): Promise<BenchResult[]> {
  const events = 100_000;
  const rates: number[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const actor = createActor(disclosureMachine, { input: {} }).start();
    const started = performance.now();
    for (let index = 0; index < events; index += 1) actor.send({ type: 'TOGGLE' });
    rates.push(events / ((performance.now() - started) / 1000));
    actor.stop();
  }
  const value = round(median(rates), 0);
  return [
    {
      name: 'machines: disclosure events/s (median of 5)',
      value,
      unit: 'events/s',
      target: '>= 100000',
      passes: value >= 100_000,
    },
  ];
}
