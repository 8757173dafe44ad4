import { PRODUCTION_AREAS, type AscCompany } from '@havbruk/api';
import { formatDate, formatNumber } from '../../format/format.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Card } from '../../primitives/Card/Card.tsx';
import { styled } from '../../theme/stitches.config.ts';
import { AscHeading, AscPage, AscPageMessage, AscSubtitle, type AscPageStatus } from './AscPage.tsx';
import { ascFarmPath } from './ascPaths.ts';
import { CertificationStatusLink } from './CertificationStatus.tsx';

const Cards = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: '$4',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const Item = styled('li', { display: 'flex', '& > section': { flex: 1 } });
const Detail = styled('p', { color: '$textMuted', fontSize: '$1' });
const Footer = styled('div', { marginTop: 'auto', paddingTop: '$2' });

export interface AscCompanyScreenProps {
  /** The alias from the path. */
  alias: string;
  status: AscPageStatus<AscCompany>;
  onNavigate?: (href: string) => void;
  onRetry?: () => void;
}

/**
 * `/asc/company/{alias}`: the holder's certified farms as cards, titled with the organization's name. Each card
 * shows the farm's status as a button colored by status that opens `/asc/company/{alias}/{farmId}`.
 */
export function AscCompanyScreen({ alias, status, onNavigate, onRetry }: AscCompanyScreenProps) {
  const company = status.state === 'ready' ? status.data : null;
  return (
    <AscPage alias={alias} {...(company ? { organizationName: company.organization.name } : {})} {...nav(onNavigate)}>
      {company ? (
        <CompanyFarms company={company} onNavigate={onNavigate} />
      ) : (
        <CompanyMessage alias={alias} state={status.state as Exclude<typeof status.state, 'ready'>} onRetry={onRetry} />
      )}
    </AscPage>
  );
}

const nav = (onNavigate?: (href: string) => void) => (onNavigate ? { onNavigate } : {});

function CompanyMessage({
  alias,
  state,
  onRetry,
}: {
  alias: string;
  state: 'loading' | 'notFound' | 'failed';
  onRetry?: (() => void) | undefined;
}) {
  const { LL } = useI18n();
  return (
    <AscPageMessage
      status={state}
      notFoundTitle={LL.asc.companyNotFound()}
      notFoundHelp={LL.asc.companyNotFoundHelp({ alias })}
      {...(onRetry ? { onRetry } : {})}
    />
  );
}

function CompanyFarms({ company, onNavigate }: { company: AscCompany; onNavigate?: (href: string) => void }) {
  const { LL, locale } = useI18n();
  const certs = [...company.certs].sort((a, b) =>
    a.farm.label.localeCompare(b.farm.label, locale === 'no' ? 'nb' : 'en'),
  );
  return (
    <>
      <div>
        <AscHeading>{company.organization.name}</AscHeading>
        <AscSubtitle>
          {LL.asc.farmCount({
            formatted: formatNumber(certs.length, locale),
            count: certs.length,
            certified: formatNumber(certs.filter((cert) => cert.status === 'certified').length, locale),
          })}
        </AscSubtitle>
      </div>
      <Cards>
        {certs.map((cert) => {
          const area = PRODUCTION_AREAS.find((entry) => entry.id === cert.farm.productionArea);
          return (
            <Item key={cert.farmId}>
              <Card title={cert.farm.label} subtitle={cert.farm.municipality} data-status={cert.status ?? 'none'}>
                {area ? <Detail>{LL.asc.productionArea({ id: area.id, name: area.name })}</Detail> : null}
                {cert.certificationDate ? (
                  <Detail>{LL.asc.certifiedSince({ date: formatDate(cert.certificationDate, locale) })}</Detail>
                ) : cert.startDate ? (
                  <Detail>{LL.asc.startedOn({ date: formatDate(cert.startDate, locale) })}</Detail>
                ) : null}
                <Footer>
                  <CertificationStatusLink
                    status={cert.status}
                    farmLabel={cert.farm.label}
                    href={ascFarmPath(company.organization.alias, cert.farmId)}
                    {...nav(onNavigate)}
                  />
                </Footer>
              </Card>
            </Item>
          );
        })}
      </Cards>
    </>
  );
}
