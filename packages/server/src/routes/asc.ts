/** ASC area: the open certification pages (company and farm), read from the database (`../certifications.ts`). */
import { readAscCompany, readAscFarm } from '../certifications.ts';
import { notFound } from '../errors.ts';
import type { AreaDeps, Handlers } from './access.ts';

export const ascHandlers = ({ store }: AreaDeps) => {
  return {
    getAscCompany: async ({ params, viewer }) => {
      const company = await readAscCompany(store.db, params.alias.toLowerCase(), viewer);
      if (!company) throw notFound(`No certified company ${params.alias}`);
      return company;
    },
    getAscFarm: async ({ params, viewer }) => {
      const farm = await readAscFarm(store.db, params.farmId, viewer);
      if (!farm) throw notFound(`No certification for farm ${params.farmId}`);
      return farm;
    },
  } satisfies Partial<Handlers>;
};
