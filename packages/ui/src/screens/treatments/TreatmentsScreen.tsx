import type { TreatmentRecommendation } from '@havbruk/api';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn, type DataTableExport } from '../../DataTable/index.ts';
import { formatNumber, formatPercent } from '../../format/index.ts';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Breadcrumbs } from '../../primitives/Breadcrumbs/Breadcrumbs.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { Select, type SelectOption } from '../../primitives/Select/Select.tsx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx';
import { focusRing, styled } from '../../theme/stitches.config.ts';
import { ViewScreen } from '../app/ViewScreen.tsx';
import { AppLink } from '../health/AppLink.tsx';
import { RiskOverview, type RiskOverviewActor } from './RiskOverview.tsx';
import { CageLinks, Hint, Links, RecommendationTag, Section, SectionHeading, Tag } from './TreatmentParts.tsx';
import {
  eligibilityWording,
  farmCards,
  treatmentLinks,
  type FarmOptionGroup,
  type TreatmentFarmCard,
  type TreatmentFarmOption,
} from './treatmentView.ts';
import type { TreatmentPlaces } from './types.ts';

const ALL = '__all';

/**
 * Column widths (px) of the recommendation table: at 1440 px beside the expanded sidebar every column fits
 * (about 1,130 px), headers wrap onto a second line and the badge and links are whole (issue 38 item 14).
 */
const COLUMN_WIDTH = { farm: 160, cage: 64, recommendation: 164, number: 88, history: 120 } as const;

const Cards = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: '$3',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const CardRoot = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$3',
  borderRadius: '$3',
  border: '1px solid $border',
  backgroundColor: '$surfaceRaised',
  '&[data-state="selected"]': { borderColor: '$primary', boxShadow: '0 0 0 1px $colors$primary' },
});
const CardButton = styled('button', {
  all: 'unset',
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  cursor: 'pointer',
  borderRadius: '$2',
  color: '$text',
  '&:focus-visible': { ...focusRing },
});
const CardTitle = styled('span', { fontSize: '$3', fontWeight: '$semibold' });
const CardLine = styled('span', { fontSize: '$2', color: '$textMuted' });
const Crumb = styled('div', { minWidth: 200 });

export interface TreatmentsScreenProps {
  /** Farms the picker offers, already grouped (`groupFarmOptions`). */
  farmOptions: readonly TreatmentFarmOption[];
  /** Name of the umbrella organization (heading of its group). */
  umbrellaName?: string | null;
  /** The farm of `/health/treatments/{farmId}`, or null for every farm. */
  farmId: string | null;
  onFarmChange?: (farmId: string | null) => void;
  places: TreatmentPlaces;
  onRetry?: () => void;
  /** Without a farm: the selected farm card (controlled); the first farm is selected by default. */
  selectedFarmId?: string | null;
  onSelectedFarmIdChange?: (farmId: string | null) => void;
  /** With a farm: the risk overview machine of the cage picker. */
  riskOverview?: RiskOverviewActor | null;
  onNavigate?: (href: string) => void;
  /** Receives the CSV export instead of a download (tests, stories). */
  onExport?: (file: DataTableExport) => void;
}

/**
 * Treatment recommendations (`/health/treatments`, `/health/treatments/{farmId}`): breadcrumbs Health > farm
 * options > cage options under the parasite header. Without a farm: a card per farm (eligible fish, eligible
 * cages; the first selected by default, selecting the selected card deselects it) and the organization-level
 * recommendation table (farm column and farm links). With a farm: cage cards as the cage picker, the selected
 * cage's risk overview and the farm's table (cage history links).
 */
export function TreatmentsScreen({
  farmOptions,
  umbrellaName,
  farmId,
  onFarmChange,
  places,
  onRetry,
  selectedFarmId,
  onSelectedFarmIdChange,
  riskOverview,
  onNavigate,
  onExport,
}: TreatmentsScreenProps) {
  const { LL } = useI18n();
  const farm = farmOptions.find((option) => option.id === farmId) ?? null;
  const farmRecords = useMemo(() => {
    const records = places.status === 'ready' ? places.records : [];
    return farmId ? records.filter((record) => record.farmId === farmId) : records;
  }, [places, farmId]);
  const groupLabel = (group: FarmOptionGroup) =>
    group === 'perspective'
      ? LL.treatmentOptions.groupPerspective()
      : group === 'umbrella'
        ? LL.treatmentOptions.groupUmbrella({ name: umbrellaName ?? '' })
        : LL.treatmentOptions.groupAll();
  const farmSelectOptions: SelectOption[] = [
    { value: ALL, label: LL.treatmentOptions.allFarms() },
    ...farmOptions.map((option) => ({ value: option.id, label: option.name, group: groupLabel(option.group) })),
  ];

  return (
    <ViewScreen title={LL.treatmentOptions.title()}>
      <Breadcrumbs
        onNavigate={onNavigate}
        items={[
          { label: LL.treatmentOptions.breadcrumbHealth(), href: '/health' },
          {
            label: LL.treatmentOptions.farmOptions(),
            content: (
              <Crumb>
                <Select
                  label={LL.treatmentOptions.farmOptions()}
                  hideLabel
                  options={farmSelectOptions}
                  value={farmId ?? ALL}
                  onValueChange={(value) => onFarmChange?.(value === ALL ? null : value)}
                />
              </Crumb>
            ),
          },
          ...(farmId && riskOverview
            ? [
                {
                  label: LL.treatmentOptions.cageOptions(),
                  content: <CageCrumb actor={riskOverview} records={farmRecords} />,
                },
              ]
            : [{ label: LL.treatmentOptions.cageOptions() }]),
        ]}
      />
      <Hint as="p">{LL.treatmentOptions.header()}</Hint>
      {places.status === 'loading' ? (
        <Section aria-busy="true">
          <Skeleton height={120} />
          <Skeleton height={320} />
        </Section>
      ) : places.status === 'failure' ? (
        <EmptyState
          title={LL.treatmentOptions.loadFailed()}
          icon="alert"
          action={
            onRetry && (
              <Button variant="secondary" onClick={onRetry}>
                {LL.treatmentOptions.retry()}
              </Button>
            )
          }
        />
      ) : farmRecords.length === 0 ? (
        <EmptyState
          title={LL.treatmentOptions.noFarms()}
          description={LL.treatmentOptions.noFarmsHint()}
          icon="building"
        />
      ) : farmId && riskOverview ? (
        <>
          <CageCards actor={riskOverview} records={farmRecords} onNavigate={onNavigate} />
          <RiskOverview actor={riskOverview} records={farmRecords} />
          <RecommendationTable
            records={farmRecords}
            label={LL.treatmentOptions.tableFarm({ name: farm?.name ?? farmRecords[0]?.farmName ?? '' })}
            organizationLevel={false}
            onNavigate={onNavigate}
            onExport={onExport}
            fileName={`treatment-recommend-${farmId}`}
          />
        </>
      ) : (
        <FarmView
          places={places}
          farmOptions={farmOptions}
          selectedFarmId={selectedFarmId}
          onSelectedFarmIdChange={onSelectedFarmIdChange}
          onNavigate={onNavigate}
          onExport={onExport}
        />
      )}
    </ViewScreen>
  );
}

function FarmView({
  places,
  farmOptions,
  selectedFarmId,
  onSelectedFarmIdChange,
  onNavigate,
  onExport,
}: {
  places: Extract<TreatmentPlaces, { status: 'ready' }>;
  farmOptions: readonly TreatmentFarmOption[];
  selectedFarmId?: string | null;
  onSelectedFarmIdChange?: (farmId: string | null) => void;
  onNavigate?: (href: string) => void;
  onExport?: (file: DataTableExport) => void;
}) {
  const { LL } = useI18n();
  const cards = useMemo(
    () => farmCards(places.farms, places.records, farmOptions),
    [places.farms, places.records, farmOptions],
  );
  // `undefined` = not chosen yet: the first farm is selected by default.
  const [chosen, setChosen] = useControllableState<string | null | undefined>({
    prop: selectedFarmId,
    defaultProp: undefined,
    onChange: (next) => onSelectedFarmIdChange?.(next ?? null),
  });
  const selected = chosen === undefined ? (cards[0]?.farmId ?? null) : chosen;
  const selectedCard = cards.find((card) => card.farmId === selected) ?? null;
  const rows = selectedCard ? places.records.filter((record) => record.farmId === selectedCard.farmId) : places.records;
  return (
    <>
      <Section aria-labelledby="treatment-farms">
        <SectionHeading id="treatment-farms">{LL.treatmentOptions.farms()}</SectionHeading>
        <Hint>{LL.treatmentOptions.farmsHint()}</Hint>
        <Cards aria-label={LL.treatmentOptions.farms()}>
          {cards.map((card) => (
            <FarmCard
              key={card.farmId}
              card={card}
              selected={card.farmId === selected}
              onToggle={() => setChosen(card.farmId === selected ? null : card.farmId)}
              onNavigate={onNavigate}
            />
          ))}
        </Cards>
      </Section>
      <RecommendationTable
        records={rows}
        label={
          selectedCard
            ? LL.treatmentOptions.tableFarm({ name: selectedCard.name })
            : LL.treatmentOptions.recommendationTable()
        }
        organizationLevel
        onNavigate={onNavigate}
        onExport={onExport}
        fileName="treatment-recommend-table"
      />
    </>
  );
}

function FarmCard({
  card,
  selected,
  onToggle,
  onNavigate,
}: {
  card: TreatmentFarmCard;
  selected: boolean;
  onToggle: () => void;
  onNavigate?: (href: string) => void;
}) {
  const { LL, locale } = useI18n();
  const wording = eligibilityWording(card);
  const fish = formatNumber(card.eligibleFish, locale, { decimals: 0 });
  const percent = formatPercent(card.eligibleFishPercent, locale, 1);
  return (
    <CardRoot data-state={selected ? 'selected' : 'idle'} data-eligibility={wording}>
      <CardButton type="button" aria-pressed={selected} onClick={onToggle}>
        <CardTitle>{card.name}</CardTitle>
      </CardButton>
      <span>
        {wording === 'notRecommended' ? (
          <Tag tone="bad">{LL.treatmentOptions.notRecommended()}</Tag>
        ) : wording === 'some' ? (
          LL.treatmentOptions.eligibleSome({ fish, percent })
        ) : (
          LL.treatmentOptions.eligibleAll({ fish, percent })
        )}
      </span>
      <CardLine>{LL.treatmentOptions.eligibleCages({ eligible: card.eligibleChild, total: card.children })}</CardLine>
      <Links>
        <AppLink
          href={treatmentLinks.treatments(card.farmId)}
          onNavigate={onNavigate}
          aria-label={LL.treatmentOptions.openFarm({ name: card.name })}
        >
          {LL.treatmentOptions.cageOptions()}
        </AppLink>
        <AppLink
          href={treatmentLinks.farm(card.farmId)}
          onNavigate={onNavigate}
          aria-label={LL.treatmentOptions.farmPageOf({ name: card.name })}
        >
          {LL.treatmentOptions.farmPage()}
        </AppLink>
      </Links>
    </CardRoot>
  );
}

/** The cage options crumb: a select of the farm's cages bound to the risk overview machine. */
function CageCrumb({ actor, records }: { actor: RiskOverviewActor; records: readonly TreatmentRecommendation[] }) {
  const { LL } = useI18n();
  const cageId = useSelector(actor, (snapshot) => snapshot.context.cageId);
  return (
    <Crumb>
      <Select
        label={LL.treatmentOptions.cageOptions()}
        hideLabel
        options={[
          { value: ALL, label: LL.treatmentOptions.allCages() },
          ...records.map((record) => ({ value: record.cageId, label: record.cageName })),
        ]}
        value={cageId ?? ALL}
        onValueChange={(value) =>
          actor.send(value === ALL ? { type: 'CLEAR_SELECTION' } : { type: 'SELECT_CAGE', cageId: value })
        }
      />
    </Crumb>
  );
}

/** The cage picker: a card per cage; selecting toggles the cage in the risk overview machine. */
function CageCards({
  actor,
  records,
  onNavigate,
}: {
  actor: RiskOverviewActor;
  records: readonly TreatmentRecommendation[];
  onNavigate?: (href: string) => void;
}) {
  const { LL, locale } = useI18n();
  const cageId = useSelector(actor, (snapshot) => snapshot.context.cageId);
  return (
    <Section aria-labelledby="treatment-cages">
      <Links css={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <SectionHeading id="treatment-cages">{LL.treatmentOptions.cages()}</SectionHeading>
        {cageId !== null && (
          <Button variant="ghost" onClick={() => actor.send({ type: 'CLEAR_SELECTION' })}>
            {LL.treatmentOptions.clearSelection()}
          </Button>
        )}
      </Links>
      <Hint>{LL.treatmentOptions.cagesHint()}</Hint>
      <Cards aria-label={LL.treatmentOptions.cages()}>
        {records.map((record) => {
          const selected = record.cageId === cageId;
          return (
            <CardRoot key={record.cageId} data-state={selected ? 'selected' : 'idle'}>
              <CardButton
                type="button"
                aria-pressed={selected}
                onClick={() => actor.send({ type: 'SELECT_CAGE', cageId: record.cageId })}
              >
                <CardTitle>{record.cageName}</CardTitle>
              </CardButton>
              <span>
                <RecommendationTag recommendation={record.recommendation} />
              </span>
              <CardLine>
                {LL.treatmentOptions.fishCount({
                  count: formatNumber(record.currentFishCount, locale, { decimals: 0 }),
                  weight: formatNumber(record.currentFishWeight, locale, { measure: 'weight' }) + '\u00a0kg',
                })}
              </CardLine>
              <CageLinks
                record={record}
                onNavigate={onNavigate}
                hrefs={{
                  lice: treatmentLinks.cageLice(record.farmId, record.productionId, record.cageId),
                  growth: treatmentLinks.cageGrowth(record.farmId, record.productionId, record.cageId),
                }}
              />
            </CardRoot>
          );
        })}
      </Cards>
    </Section>
  );
}

/**
 * The recommendation table (max height 1,000 px, CSV export). Only the organization-level view (no farm chosen)
 * shows the farm column and links to the farm's page and history; a farm's table links to each cage's history.
 */
function RecommendationTable({
  records,
  label,
  organizationLevel,
  onNavigate,
  onExport,
  fileName,
}: {
  records: readonly TreatmentRecommendation[];
  label: string;
  organizationLevel: boolean;
  onNavigate?: (href: string) => void;
  onExport?: (file: DataTableExport) => void;
  fileName: string;
}) {
  const { LL } = useI18n();
  const columns = useMemo<DataTableColumn<TreatmentRecommendation>[]>(() => {
    // The farm's name links to its page (organization level): the history column then holds two short links.
    const farmColumns: DataTableColumn<TreatmentRecommendation>[] = organizationLevel
      ? [
          {
            id: 'farm',
            header: LL.treatmentOptions.columnFarm(),
            accessor: 'farmName',
            filter: true,
            width: COLUMN_WIDTH.farm,
            render: (row) => (
              <AppLink
                href={treatmentLinks.farm(row.farmId)}
                onNavigate={onNavigate}
                aria-label={LL.treatmentOptions.farmPageOf({ name: row.farmName })}
              >
                {row.farmName}
              </AppLink>
            ),
          },
        ]
      : [];
    const history = (row: TreatmentRecommendation) =>
      organizationLevel
        ? {
            name: row.farmName,
            lice: treatmentLinks.farmLice(row.farmId),
            growth: treatmentLinks.farmGrowth(row.farmId),
          }
        : {
            name: `${row.farmName} ${row.cageName}`,
            lice: treatmentLinks.cageLice(row.farmId, row.productionId, row.cageId),
            growth: treatmentLinks.cageGrowth(row.farmId, row.productionId, row.cageId),
          };
    return [
      ...farmColumns,
      { id: 'cage', header: LL.treatmentOptions.columnCage(), accessor: 'cageName', width: COLUMN_WIDTH.cage },
      {
        id: 'generation',
        header: LL.treatmentOptions.columnGeneration(),
        accessor: 'season',
        hidden: true,
        exported: true,
      },
      {
        id: 'recommendation',
        header: LL.treatmentOptions.columnRecommendation(),
        accessor: (row) => Math.round(row.recommendation * 1000) / 10,
        kind: 'percent',
        decimals: 0,
        width: COLUMN_WIDTH.recommendation,
        render: (row) => <RecommendationTag recommendation={row.recommendation} />,
      },
      // The recommendation badge already says eligible or not: the column is kept for the filter and the CSV.
      {
        id: 'eligible',
        header: LL.treatmentOptions.columnEligible(),
        accessor: (row) => row.recommendation > 0,
        kind: 'boolean',
        filter: true,
        hidden: true,
        exported: true,
      },
      {
        id: 'fish',
        header: LL.treatmentOptions.columnFish(),
        accessor: 'currentFishCount',
        kind: 'integer',
        width: COLUMN_WIDTH.number,
      },
      {
        id: 'weight',
        header: LL.treatmentOptions.columnWeight(),
        accessor: 'currentFishWeight',
        kind: 'decimal',
        measure: 'weight',
        width: COLUMN_WIDTH.number,
      },
      {
        id: 'female',
        header: LL.treatmentOptions.columnFemale(),
        accessor: (row) => row.metrics.currentAvgFemaleLice,
        kind: 'decimal',
        measure: 'lice',
        width: COLUMN_WIDTH.number,
      },
      {
        id: 'projectedFemale',
        header: LL.treatmentOptions.columnProjectedFemale(),
        accessor: (row) => row.metrics.projectedFemaleLice,
        kind: 'decimal',
        measure: 'lice',
        width: COLUMN_WIDTH.number,
      },
      {
        id: 'projectedMobile',
        header: LL.treatmentOptions.columnProjectedMobile(),
        accessor: (row) => row.metrics.projectedMobileLice,
        kind: 'decimal',
        measure: 'lice',
        width: COLUMN_WIDTH.number,
      },
      {
        id: 'daysSince',
        header: LL.treatmentOptions.columnDaysSince(),
        accessor: (row) => row.metrics.daysSinceLastTreatment,
        kind: 'integer',
        width: COLUMN_WIDTH.number,
        // No treatment in this generation: "never", as in the cage's metrics (an empty cell reads as not reported).
        render: (row, text) => (row.metrics.daysSinceLastTreatment === null ? LL.treatmentOptions.never() : text),
      },
      {
        id: 'mortality',
        header: LL.treatmentOptions.columnMortality(),
        accessor: (row) => row.metrics.totalMortalityPercent,
        kind: 'decimal',
        measure: 'mortalityPercent',
        width: COLUMN_WIDTH.number,
      },
      {
        id: 'links',
        header: LL.treatmentOptions.columnLinks(),
        sortable: false,
        exported: false,
        width: COLUMN_WIDTH.history,
        render: (row) => {
          const { name, lice, growth } = history(row);
          return (
            <Links css={{ flexWrap: 'nowrap' }}>
              <AppLink href={lice} onNavigate={onNavigate} aria-label={LL.treatmentOptions.historyLiceOf({ name })}>
                {LL.treatmentOptions.historyLice()}
              </AppLink>
              <AppLink href={growth} onNavigate={onNavigate} aria-label={LL.treatmentOptions.historyGrowthOf({ name })}>
                {LL.treatmentOptions.historyGrowth()}
              </AppLink>
            </Links>
          );
        },
      },
    ];
  }, [LL, organizationLevel, onNavigate]);
  return (
    <Section>
      <DataTable
        label={label}
        columns={columns}
        data={records}
        getRowId={(row) => row.cageId}
        variant="recommendation"
        defaultSort={{ id: 'recommendation', desc: true }}
        exportFileName={fileName}
        onExport={onExport}
      />
    </Section>
  );
}
