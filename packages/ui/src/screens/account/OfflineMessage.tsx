import { useI18n } from '../../i18n/I18nProvider.tsx';
import { PRODUCT_NAME } from '../../providers/product.ts';
import { styled } from '../../theme/stitches.config.ts';

const Banner = styled('div', {
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: '$toast',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  justifyContent: 'center',
  padding: '$3 $4',
  backgroundColor: '$warningSubtle',
  color: '$warningText',
  borderBottom: '1px solid $warning',
  boxShadow: '$1',
  fontSize: '$2',
  variants: {
    placement: { fixed: {}, inline: { position: 'static', borderRadius: '$2', border: '1px solid $warning' } },
  },
});

export interface OfflineMessageProps {
  /** `fixed` at the top of the window (the app), `inline` inside a layout (stories, error pages). */
  placement?: 'fixed' | 'inline';
}

/** Shown while the browser is offline: "It appears that you have lost connection to Havbruk…". */
export function OfflineMessage({ placement = 'fixed' }: OfflineMessageProps) {
  const { LL } = useI18n();
  return (
    <Banner role="alert" data-state="offline" placement={placement}>
      <strong>{LL.error.offlineTitle()}</strong>
      <span>{LL.error.offline({ product: PRODUCT_NAME })}</span>
    </Banner>
  );
}
