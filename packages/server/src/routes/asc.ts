/** ASC area: the open certification pages (company and farm). */
import { getAscFarmData, getCertifications, getSite } from '@havbruk/api/dataset';
import { notFound } from '../errors.ts';
import type { AreaDeps, Handlers } from './access.ts';

export const ascHandlers = ({ dataset }: AreaDeps) => {
  return {
    getAscCompany: async ({ params, viewer }) => {
      const alias = params.alias.toLowerCase();
      const operator = dataset.operators.find((entry) => entry.alias === alias);
      const certs = getCertifications(dataset).filter((cert) => cert.alias === alias);
      if (!operator || certs.length === 0) throw notFound(`No certified company ${params.alias}`);
      return {
        organization: { alias, name: operator.name },
        certs: certs.map((cert) => ({
          ...cert,
          farm: {
            ...cert.farm,
            owned: viewer?.privateFarmIds.has(cert.farmId) ?? false,
            operator: { inPerspective: viewer?.perspectiveOperators.has(operator.id) ?? false },
          },
        })),
      };
    },
    getAscFarm: async ({ params, viewer }) => {
      const site = getSite(dataset, params.farmId);
      const data = site ? getAscFarmData(dataset, site) : undefined;
      if (!site || !data) throw notFound(`No certification for farm ${params.farmId}`);
      return {
        ...data,
        certification: {
          ...data.certification,
          farm: { ...data.certification.farm, owned: viewer?.privateFarmIds.has(site.id) ?? false },
        },
      };
    },
  } satisfies Partial<Handlers>;
};
