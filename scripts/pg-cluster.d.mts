/** Types of `pg-cluster.mjs` (a plain script: `pg-test.mjs` runs it with node, the import bench imports it). */
export interface Cluster {
  url: string;
  bin: string;
  stop(): Promise<void>;
}
export function findBinaries(): string | undefined;
export function run(command: string, args: string[], options?: object): Promise<number>;
export function startCluster(): Promise<Cluster | undefined>;
export function withSchema<T>(url: string, task: (url: string) => Promise<T>): Promise<T>;
