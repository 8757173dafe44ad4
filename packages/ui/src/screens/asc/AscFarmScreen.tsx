import { FarmMap, type MapPointFeature } from '@havbruk/charts';
import { PRODUCTION_AREA_ZONES } from '../../map/productionAreaZones.ts';
import { PRODUCTION_AREAS, type AscFarmData } from '@havbruk/api';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import { formatDate, formatNumber, formatPercent } from '../../format/format.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { useFarmMapLabels } from '../../map/useFarmMapLabels.ts';
import { Card } from '../../primitives/Card/Card.tsx';
import { certificationColor } from '../../theme/domainColors.ts';
import { styled } from '../../theme/stitches.config.ts';
import { AscHeading, AscPage, AscPageMessage, AscSubtitle, type AscPageStatus } from './AscPage.tsx';
import { ascCompanyPath, navigateOnClick } from './ascPaths.ts';
import { CertificationStatusBadge, useStatusLabel } from './CertificationStatus.tsx';
import { ascTerm } from './ascTerms.ts';
import { EventTimeline } from './EventTimeline.tsx';
import { LiceReport } from './LiceReport.tsx';

const Top = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)',
  gap: '$4',
  '@small': { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const Pair = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
  gap: '$4',
});
const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '$2 $4',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, fontWeight: '$medium', fontVariantNumeric: 'tabular-nums' },
});
const MapLabel = styled('p', {
  position: 'absolute',
  left: '$3',
  bottom: '$5',
  padding: '$1 $2',
  borderRadius: '$2',
  backgroundColor: '$surfaceRaised',
  border: '1px solid $border',
  fontWeight: '$semibold',
  fontSize: '$1',
});
const CompanyLink = styled('a', { fontWeight: '$semibold' });

export interface AscFarmScreenProps {
  /** The alias and farm id from the path. */
  alias: string;
  farmId: string;
  status: AscPageStatus<AscFarmData>;
  onNavigate?: (href: string) => void;
  onRetry?: () => void;
  /** Street tiles and a Mapbox token for the map (deployment configuration); the offline basemap otherwise. */
  tileUrl?: string;
  mapboxAccessToken?: string;
}

/**
 * `/asc/company/{alias}/{farmId}`: a map of the farm with its municipality, the certification information,
 * previous generations, the weekly lice report, wildlife interactions and escapes; titled with the farm's label.
 * The map engine loads lazily: everything else is usable before it arrives.
 */
export function AscFarmScreen({ alias, farmId, status, onNavigate, onRetry, ...map }: AscFarmScreenProps) {
  const { LL } = useI18n();
  const data = status.state === 'ready' ? status.data : null;
  const navigate = onNavigate ? { onNavigate } : {};
  return (
    <AscPage
      alias={alias}
      farmId={farmId}
      {...(data ? { organizationName: data.organization.name, farmLabel: data.certification.farm.label } : {})}
      {...navigate}
    >
      {data ? (
        <FarmDetails data={data} {...map} />
      ) : (
        <AscPageMessage
          status={status.state as Exclude<typeof status.state, 'ready'>}
          notFoundTitle={LL.asc.farmNotFound()}
          notFoundHelp={LL.asc.farmNotFoundHelp({ farmId, alias })}
          action={
            <CompanyLink href={ascCompanyPath(alias)} onClick={navigateOnClick(ascCompanyPath(alias), onNavigate)}>
              {LL.asc.companyLink()}
            </CompanyLink>
          }
          {...(onRetry ? { onRetry } : {})}
        />
      )}
    </AscPage>
  );
}

type History = AscFarmData['histories'][number];

function FarmDetails({
  data,
  tileUrl,
  mapboxAccessToken,
}: {
  data: AscFarmData;
  tileUrl?: string | undefined;
  mapboxAccessToken?: string | undefined;
}) {
  const { LL, locale } = useI18n();
  const statusLabel = useStatusLabel();
  const { certification, organization } = data;
  const farm = certification.farm;
  const area = PRODUCTION_AREAS.find((entry) => entry.id === farm.productionArea);

  const historyColumns = useMemo<DataTableColumn<History>[]>(
    () => [
      { id: 'startDate', header: LL.asc.startDate(), accessor: 'startDate', kind: 'date' },
      {
        id: 'status',
        header: LL.asc.certificationStatus(),
        accessor: (row) => statusLabel(row.status),
        render: (row) => <CertificationStatusBadge status={row.status} />,
      },
      { id: 'unexplainedLoss', header: LL.asc.unexplainedLoss(), accessor: 'unexplainedLoss', kind: 'integer' },
      {
        id: 'unexplainedPercent',
        header: LL.asc.unexplainedPercent(),
        accessor: 'unexplainedPercent',
        kind: 'percent',
        decimals: 2,
      },
    ],
    [LL, statusLabel],
  );

  return (
    <>
      <div>
        <AscHeading>{farm.label}</AscHeading>
        <AscSubtitle>
          {organization.name}
          {area ? ` · ${LL.asc.productionArea({ id: area.id, name: area.name })}` : null}
        </AscSubtitle>
      </div>
      <Top>
        <Card title={LL.asc.location()}>
          <FarmLocation data={data} tileUrl={tileUrl} mapboxAccessToken={mapboxAccessToken} />
        </Card>
        <Card title={LL.asc.information()}>
          <Facts>
            <dt>{LL.asc.certificationStatus()}</dt>
            <dd>
              <CertificationStatusBadge status={certification.status} />
            </dd>
            <dt>{LL.asc.certificationDate()}</dt>
            <dd>
              {certification.certificationDate
                ? formatDate(certification.certificationDate, locale)
                : LL.asc.notCertified()}
            </dd>
            <dt>{LL.asc.startDate()}</dt>
            <dd>{certification.startDate ? formatDate(certification.startDate, locale) : LL.asc.notStarted()}</dd>
            <dt>{LL.asc.unexplainedLoss()}</dt>
            <dd>{formatNumber(certification.unexplainedLoss, locale, { decimals: 0 })}</dd>
            <dt>{LL.asc.unexplainedPercent()}</dt>
            <dd>{formatPercent(certification.unexplainedPercent, locale, 2)}</dd>
          </Facts>
        </Card>
      </Top>
      <Card title={LL.asc.lice()}>
        <LiceReport lice={data.lice} productionAreaId={farm.productionArea} />
      </Card>
      <Card title={LL.asc.histories()}>
        {data.histories.length ? (
          <DataTable
            label={LL.asc.histories()}
            columns={historyColumns}
            data={data.histories}
            getRowId={(row) => row.startDate}
            searchable={false}
          />
        ) : (
          <p>{LL.asc.historiesEmpty()}</p>
        )}
      </Card>
      <Pair>
        <Card title={LL.asc.wildlife()}>
          <EventTimeline
            label={LL.asc.wildlife()}
            emptyLabel={LL.asc.wildlifeEmpty()}
            events={data.wildlife.map((event) => ({
              date: event.date,
              text: LL.asc.wildlifeEvent({
                count: event.count,
                species: ascTerm(LL, event.species),
                type: ascTerm(LL, event.type),
                cause: ascTerm(LL, event.cause),
              }),
            }))}
          />
        </Card>
        <Card title={LL.asc.escapes()}>
          <EventTimeline
            label={LL.asc.escapes()}
            emptyLabel={LL.asc.escapesEmpty()}
            events={data.escapes.map((event) => ({
              date: event.date,
              text: LL.asc.escapeEvent({
                count: formatNumber(event.count, locale, { decimals: 0 }),
                species: ascTerm(LL, event.species),
                size: event.size,
              }),
            }))}
          />
        </Card>
      </Pair>
    </>
  );
}

/** The farm on the map, colored by its status, in view with its surroundings, labelled with its municipality. */
function FarmLocation({
  data,
  tileUrl,
  mapboxAccessToken,
}: {
  data: AscFarmData;
  tileUrl?: string | undefined;
  mapboxAccessToken?: string | undefined;
}) {
  const { LL } = useI18n();
  const labels = useFarmMapLabels();
  const statusLabel = useStatusLabel();
  const { certification } = data;
  const farm = certification.farm;
  const { lat, lon } = farm.location;
  const features = useMemo<MapPointFeature[]>(
    () => [
      {
        id: farm.id,
        lon,
        lat,
        value: 0,
        label: farm.label,
        popupRows: [
          { label: LL.asc.certificationStatus(), value: statusLabel(certification.status) },
          { label: LL.asc.location(), value: farm.municipality },
        ],
      },
    ],
    [farm, lon, lat, LL, statusLabel, certification.status],
  );
  const scale = useMemo(
    () => ({ mode: 'step' as const, stops: [{ value: 0, color: certificationColor(certification.status, 'light') }] }),
    [certification.status],
  );
  const bounds = useMemo(
    () => ({ sw: [lon - 0.35, lat - 0.14] as [number, number], ne: [lon + 0.35, lat + 0.14] as [number, number] }),
    [lon, lat],
  );
  return (
    <FarmMap
      features={features}
      scale={scale}
      labels={labels}
      zones={PRODUCTION_AREA_ZONES}
      initialBounds={bounds}
      height={320}
      {...(tileUrl ? { tileUrl } : {})}
      {...(mapboxAccessToken ? { mapboxAccessToken } : {})}
    >
      <MapLabel>{LL.asc.municipalityLabel({ municipality: farm.municipality, id: farm.productionArea })}</MapLabel>
    </FarmMap>
  );
}
