import { createActor } from 'xstate';
import { median, round, type BenchResult } from '../../../scripts/bench-types.ts';
import { gatingMachine, type GatingUser } from '@havbruk/machines';

const basics: GatingUser = {
  id: 'user-ola',
  tier: 'basics',
  isConfirmed: true,
  verifiedEmail: true,
  verificationSent: true,
};
const routes = [
  '/map/2026/47',
  '/compare',
  '/farm/12040/lice',
  '/farm/12040/mortality',
  '/search',
  '/settings/app',
  '/health',
];

/**
 * Route changes per second through the gating machine for a basics user: every navigation runs the whole
 * rule chain, and three of the seven routes redirect twice (essentials-only view → / → /map).
 * Target: gating costs at most 0.5 ms of a route change (a small share of one 16 ms frame).
 */
export async function run(): Promise<BenchResult[]> {
  const navigations = 20_000;
  const rates: number[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const actor = createActor(gatingMachine, { input: { path: '/map', authenticated: true } }).start();
    actor.send({ type: 'USER_LOADED', user: basics });
    actor.send({ type: 'CONFIG_FETCHED' });
    const started = performance.now();
    for (let index = 0; index < navigations; index += 1) {
      actor.send({ type: 'NAVIGATED', path: routes[index % routes.length] as string });
    }
    rates.push(navigations / ((performance.now() - started) / 1000));
    actor.stop();
  }
  const rate = median(rates);
  const perNavigation = round(1000 / rate, 4);
  return [
    {
      name: 'machines: gating navigations/s, basics user (median of 5)',
      value: round(rate, 0),
      unit: 'navigations/s',
      target: 'none',
      passes: true,
    },
    {
      name: 'machines: gating time per navigation, basics user',
      value: perNavigation,
      unit: 'ms',
      target: '<= 0.5',
      passes: perNavigation <= 0.5,
    },
  ];
}
