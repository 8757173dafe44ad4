import { useState } from 'react';
import {
  selectHarvestApplyAction,
  selectHarvestOverlayOpen,
  selectHarvestStaged,
  type harvestFilterMachine,
} from '@havbruk/machines';
import { HARVEST_MARKETS, HARVEST_SORTS, type HarvestMarket, type HarvestSort } from '@havbruk/api';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatDate, formatNumber } from '../../format/index.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { NumberField } from '../../primitives/NumberField/NumberField.tsx';
import { parseNumber } from '../../primitives/NumberField/parseNumber.ts';
import { RadioGroup } from '../../primitives/RadioGroup/RadioGroup.tsx';
import { Slider } from '../../primitives/Slider/Slider.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { styled } from '../../theme/stitches.config.ts';

/** The slider's top (kg): the top of the scale means "no maximum". */
export const HARVEST_SLIDER_MAX_KG = 10;

const Section = styled('fieldset', {
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  minWidth: 0,
});
const Legend = styled('legend', { fontWeight: '$semibold', fontSize: '$3', padding: 0, marginBottom: '$2' });
const Pair = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: '$3',
});
const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: '$5' });
const Count = styled('p', { margin: 0, fontSize: '$2', color: '$textMuted' });
const Footer = styled('div', { display: 'flex', justifyContent: 'space-between', gap: '$2', width: '100%' });

export type HarvestFilterActor = ActorRefFrom<typeof harvestFilterMachine>;

export interface HarvestFilterOverlayProps {
  actor: HarvestFilterActor;
}

/**
 * The harvest filter overlay (spec S2 §4, §5): weight range (slider, step 0.01, open-ended at the top, plus
 * number fields), harvest dates (typed dates clamped to today … today + 89 days), market and sort. Edits are staged
 * in the `harvestFilter` machine; the main button reads Apply, Close (nothing changed) or No results (disabled).
 */
export function HarvestFilterOverlay({ actor }: HarvestFilterOverlayProps) {
  const { LL, locale } = useI18n();
  const open = useSelector(actor, selectHarvestOverlayOpen);
  const staged = useSelector(actor, selectHarvestStaged);
  const action = useSelector(actor, selectHarvestApplyAction);
  const validCount = useSelector(actor, (snapshot) => snapshot.context.stagedValidCount);
  const limits = useSelector(actor, (snapshot) => snapshot.context.limits);
  const { weight, window } = staged;
  // Weights are staged as they are typed (the count follows the value being edited); a typed value out of bounds
  // shows the bounds error at once and disables Apply (spec 2 §5), so Apply never applies an older value.
  const [invalidWeight, setInvalidWeight] = useState<'min' | 'max' | null>(null);
  const boundsError = LL.validation.numberBetween({
    min: formatNumber(0, locale),
    max: formatNumber(HARVEST_SLIDER_MAX_KG, locale),
  });
  const stageTyped = (field: 'min' | 'max', text: string) => {
    const typed = parseNumber(text);
    if (typed !== null && (Number.isNaN(typed) || typed < 0 || typed > HARVEST_SLIDER_MAX_KG)) {
      setInvalidWeight(field);
      actor.send({ type: 'STAGE.WEIGHT_INVALID' });
      return;
    }
    setInvalidWeight(null);
    if (field === 'min') actor.send({ type: 'STAGE.WEIGHT', min: typed ?? 0, max: weight.max });
    else
      actor.send({
        type: 'STAGE.WEIGHT',
        min: weight.min,
        max: typed === null || typed >= HARVEST_SLIDER_MAX_KG ? null : typed,
      });
  };
  const invalid = action === 'invalid';
  const sliderValue = [weight.min, weight.max ?? HARVEST_SLIDER_MAX_KG];
  const marketText: Record<HarvestMarket, string> = { fresh: LL.harvests.fresh(), frozen: LL.harvests.frozen() };
  const sortText: Record<HarvestSort, string> = {
    earnings: LL.harvests.sortEarnings(),
    biomass: LL.harvests.sortBiomass(),
    quality: LL.harvests.sortQuality(),
  };

  return (
    <Dialog
      title={LL.harvests.filterTitle()}
      description={LL.harvests.filterDescription()}
      open={open}
      onOpenChange={(next) => actor.send(next ? { type: 'OPEN' } : { type: 'CLOSE' })}
      size="medium"
      footer={
        <Footer>
          <Button variant="secondary" onClick={() => actor.send({ type: 'RESET' })}>
            {LL.harvests.reset()}
          </Button>
          <Button
            data-state={action}
            disabled={action === 'noResults' || invalid}
            onClick={() => actor.send({ type: 'APPLY' })}
          >
            {action === 'apply' || invalid
              ? LL.harvests.apply()
              : action === 'close'
                ? LL.common.close()
                : LL.harvests.noResultsButton()}
          </Button>
        </Footer>
      }
    >
      <Body>
        <Section>
          <Legend>{LL.harvests.weightRange()}</Legend>
          <Slider
            label={LL.harvests.weightRange()}
            min={0}
            max={HARVEST_SLIDER_MAX_KG}
            step={0.01}
            unit="kg"
            openEnded
            value={sliderValue}
            onValueChange={([min = 0, max = HARVEST_SLIDER_MAX_KG]) =>
              actor.send({ type: 'STAGE.WEIGHT', min, max: max >= HARVEST_SLIDER_MAX_KG ? null : max })
            }
          />
          <Pair>
            <NumberField
              label={LL.harvests.minimumKg()}
              min={0}
              max={HARVEST_SLIDER_MAX_KG}
              step={0.01}
              value={weight.min}
              onInput={(event) => stageTyped('min', event.currentTarget.value)}
              error={invalid && invalidWeight === 'min' ? boundsError : undefined}
              onValueChange={(min) => actor.send({ type: 'STAGE.WEIGHT', min: min ?? 0, max: weight.max })}
            />
            <NumberField
              label={LL.harvests.maximumKg()}
              placeholder={LL.harvests.weightAny()}
              min={0}
              max={HARVEST_SLIDER_MAX_KG}
              step={0.01}
              value={weight.max}
              onInput={(event) => stageTyped('max', event.currentTarget.value)}
              error={invalid && invalidWeight === 'max' ? boundsError : undefined}
              onValueChange={(max) =>
                actor.send({
                  type: 'STAGE.WEIGHT',
                  min: weight.min,
                  max: max === null || max >= HARVEST_SLIDER_MAX_KG ? null : max,
                })
              }
            />
          </Pair>
        </Section>
        <Section>
          <Legend>{LL.harvests.window()}</Legend>
          <Pair>
            <TextField
              label={LL.harvests.windowStart()}
              type="date"
              min={limits.start}
              max={limits.end}
              value={window.start}
              onValueChange={(start) => actor.send({ type: 'STAGE.WINDOW', start })}
            />
            <TextField
              label={LL.harvests.windowEnd()}
              type="date"
              min={window.start}
              max={limits.end}
              value={window.end}
              onValueChange={(end) => actor.send({ type: 'STAGE.WINDOW', end })}
            />
          </Pair>
          <Count>
            {LL.harvests.windowHint({ start: formatDate(limits.start, locale), end: formatDate(limits.end, locale) })}
          </Count>
        </Section>
        <Pair>
          <RadioGroup
            label={LL.harvests.market()}
            options={HARVEST_MARKETS.map((market) => ({ value: market, label: marketText[market] }))}
            value={staged.market}
            onValueChange={(market) => actor.send({ type: 'STAGE.MARKET', market: market as HarvestMarket })}
          />
          <RadioGroup
            label={LL.harvests.sort()}
            options={HARVEST_SORTS.map((sort) => ({ value: sort, label: sortText[sort] }))}
            value={staged.sort}
            onValueChange={(sort) => actor.send({ type: 'STAGE.SORT', sort: sort as HarvestSort })}
          />
        </Pair>
        {validCount !== null && !invalid && (
          <Count role="status">{LL.harvests.validCount({ count: validCount })}</Count>
        )}
      </Body>
    </Dialog>
  );
}
