import type { ComponentPropsWithRef } from 'react';
import { focusRing, styled, type StyledElement } from '../../theme/stitches.config.ts';

const fieldRootStyled = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
});
/** Label, control, description and error stacked; shared by the form primitives. */
export const FieldRoot: StyledElement<'div'> = fieldRootStyled;

const fieldLabelStyled = styled('label', {
  fontSize: '$2',
  fontWeight: '$medium',
  color: '$text',
});
export const FieldLabel: StyledElement<'label'> = fieldLabelStyled;

const fieldDescriptionStyled = styled('p', {
  fontSize: '$1',
  color: '$textMuted',
});
export const FieldDescription: StyledElement<'p'> = fieldDescriptionStyled;

const ErrorText = styled('p', {
  fontSize: '$1',
  color: '$dangerText',
  fontWeight: '$medium',
});

export function FieldError({ id, ...rest }: ComponentPropsWithRef<'p'> & { id: string }) {
  return <ErrorText role="alert" {...rest} id={id} />;
}

/** The look of text inputs and select triggers. */
export const inputStyles = {
  height: '$control',
  width: '100%',
  px: '$3',
  borderRadius: '$2',
  border: '1px solid $borderStrong',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  fontSize: '$2',
  transition: 'border-color $fast',
  '&::placeholder': { color: '$textMuted', opacity: 1 },
  '&:hover:not(:disabled)': { borderColor: '$text' },
  '&:focus-visible': { ...focusRing, outlineOffset: '0px', borderColor: '$focus' },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  '&[aria-invalid="true"]': { borderColor: '$danger' },
} as const;

const inputStyled = styled('input', inputStyles);
export const Input: StyledElement<'input'> = inputStyled;
