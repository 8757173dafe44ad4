import { createContext, useContext, useId, type ComponentPropsWithRef } from 'react';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { useHavbrukSettings } from '../../providers/HavbrukProvider.tsx';
import { PRODUCT_NAME } from '../../providers/product.ts';
import { styled } from '../../theme/stitches.config.ts';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';

const Backdrop = styled('div', {
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '$4',
  backgroundColor: '$overlay',
  zIndex: '$overlay',
});
const Box = styled('section', {
  width: '100%',
  maxWidth: '480px',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$5',
  borderRadius: '$3',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  border: '1px solid $border',
  borderTop: '4px solid $danger',
  boxShadow: '$3',
});
const TitleRow = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', color: '$dangerText' });
const Title = styled('h2', { fontSize: '$5', fontWeight: '$bold', lineHeight: '$tight' });
const Text = styled('p', { fontSize: '$2', lineHeight: '$body' });
const Message = styled('p', {
  fontSize: '$1',
  fontFamily: '$mono',
  color: '$textMuted',
  backgroundColor: '$surfaceSunken',
  borderRadius: '$1',
  padding: '$2',
  overflowWrap: 'anywhere',
});
const Incident = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  fontSize: '$1',
  color: '$textMuted',
  flexWrap: 'wrap',
});
const IncidentId = styled('code', { fontFamily: '$mono', color: '$text' });
const Actions = styled('div', { display: 'flex', justifyContent: 'flex-end' });

/** The app's error state every error box shows unless told otherwise (spec S1 §4: one failure, one incident id). */
export interface ErrorStatus {
  /** The connection is lost: a failed request is the connection, not an issue on our end. */
  offline: boolean;
  /** The reported failure's incident id; null while none is (being) generated. */
  incidentId: string | null;
}

const ErrorStatusContext = createContext<ErrorStatus>({ offline: false, incidentId: null });

/** Gives every error box (a screen's inline box as well as the global one) the app's connection and incident id. */
export const ErrorStatusProvider = ErrorStatusContext.Provider;

/** `ref`, `className` and other props go to the box (also when it is shown as an overlay). */
export interface ErrorBoxProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The incident id from the error report; null while it is being generated (default: the `ErrorStatusProvider`'s). */
  incidentId?: string | null;
  /** The connection is lost: shows the offline text instead of the failure texts (default: the provider's). */
  offline?: boolean;
  /** The error message (shown small, for support). */
  message?: string;
  /** Refresh Page; defaults to reloading the page. */
  onRefresh?: () => void;
  /** Show over the content with a backdrop (the app's global error) instead of in the flow. */
  overlay?: boolean;
}

export type ErrorBoxState = 'generating' | 'ready' | 'offline';

/**
 * The spec's failure box: title "Failure", "Oops! There was an issue on our end.", the support address as a
 * mailto link, a Refresh Page button and the incident id line ("Generating incident id ..." until ready).
 * The offline variant says the connection to the product was lost.
 */
export function ErrorBox({ incidentId, offline, message, onRefresh, overlay = false, ...rest }: ErrorBoxProps) {
  const { LL } = useI18n();
  const status = useContext(ErrorStatusContext);
  offline ??= status.offline;
  incidentId ??= status.incidentId;
  const { supportEmail } = useHavbrukSettings();
  const titleId = useId();
  const ready = Boolean(incidentId);
  const state: ErrorBoxState = offline ? 'offline' : ready ? 'ready' : 'generating';
  const refresh = onRefresh ?? (() => window.location.reload());

  const box = (
    <Box {...rest} role="alertdialog" aria-modal={overlay || undefined} aria-labelledby={titleId} data-state={state}>
      <TitleRow>
        <Icon name={offline ? 'offline' : 'alert'} size={24} />
        <Title id={titleId}>{offline ? LL.error.offlineTitle() : LL.error.failureTitle()}</Title>
      </TitleRow>
      {offline ? (
        <Text>{LL.error.offline({ product: PRODUCT_NAME })}</Text>
      ) : (
        <>
          <Text>{LL.error.issueOnOurEnd()}</Text>
          <Text>
            {LL.error.teamNotified()} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </Text>
        </>
      )}
      {message && <Message>{message}</Message>}
      {!offline && (
        <Incident role="status">
          {LL.error.incidentId()}{' '}
          {ready ? (
            <IncidentId>{incidentId}</IncidentId>
          ) : (
            <>
              <Spinner size="small" decorative />
              <span>{LL.error.generatingIncidentId()}</span>
            </>
          )}
        </Incident>
      )}
      <Actions>
        <Button onClick={refresh}>
          <Icon name="refresh" size={16} />
          {LL.error.refreshPage()}
        </Button>
      </Actions>
    </Box>
  );
  return overlay ? <Backdrop>{box}</Backdrop> : box;
}
