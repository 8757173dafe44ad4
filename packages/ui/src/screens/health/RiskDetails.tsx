import type { Risk, RiskLabel } from '@havbruk/api';
import { RiskMeter } from '@havbruk/charts';
import { formatNumber, formatPercent } from '../../format/format.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { Tabs } from '../../primitives/Tabs/Tabs.tsx';
import { styled } from '../../theme/stitches.config.ts';

const Panel = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4' });
const Figures = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '$2 $4',
  margin: 0,
  alignItems: 'center',
});
const Term = styled('dt', { color: '$textMuted', fontSize: '$2' });
const Value = styled('dd', { margin: 0, fontSize: '$3', fontWeight: '$semibold' });
const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$2',
  '& caption': { textAlign: 'left', fontWeight: '$semibold', paddingBottom: '$2' },
  '& th, & td': { textAlign: 'left', padding: '$2', borderBottom: '1px solid $border' },
  '& td:last-child, & th:last-child': { textAlign: 'right' },
});

function RiskPanel({ risk }: { risk: Risk }) {
  const { LL, locale } = useI18n();
  const percent = (value: number) => formatPercent(Math.min(100, value), locale);
  const features = LL.health.features as Record<string, (() => string) | undefined>;
  return (
    <Panel data-risk={risk.label}>
      <Figures>
        <Term>{LL.health.confidence()}</Term>
        <Value>
          <RiskMeter confidence={risk.confidence} label={LL.health.riskLabel[risk.label]()} formatPercent={percent} />
        </Value>
        <Term>{LL.health.forecastLevel()}</Term>
        <Value data-level={risk.forecast}>{LL.risk[risk.forecast]()}</Value>
      </Figures>
      {risk.explanation.length === 0 ? (
        <EmptyState title={LL.health.emptyExplanation()} icon="info" />
      ) : (
        <Table>
          <caption>{LL.health.explanation()}</caption>
          <thead>
            <tr>
              <th scope="col">{LL.health.feature()}</th>
              <th scope="col">{LL.health.weightColumn()}</th>
            </tr>
          </thead>
          <tbody>
            {[...risk.explanation]
              .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
              .map((entry) => (
                <tr key={entry.feature}>
                  <td>{features[entry.feature]?.() ?? entry.feature}</td>
                  <td>{formatNumber(entry.weight, locale, { decimals: 2 })}</td>
                </tr>
              ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}

export interface RiskDetailsProps {
  risks: readonly Risk[];
  /** The selected disease (the URL's `{view}`). */
  value: RiskLabel;
  onValueChange: (label: RiskLabel) => void;
}

/** A farm's risks as tabs (lice female, PD, ILA): confidence meter, forecast level and the explanation list. */
export function RiskDetails({ risks, value, onValueChange }: RiskDetailsProps) {
  const { LL } = useI18n();
  return (
    <Tabs
      label={LL.health.risksTabs()}
      value={value}
      onValueChange={(next) => onValueChange(next as RiskLabel)}
      items={risks.map((risk) => ({
        value: risk.label,
        label: LL.health.riskLabel[risk.label](),
        content: <RiskPanel risk={risk} />,
      }))}
    />
  );
}
