import { styled, type StyledElement } from '../../theme/stitches.config.ts';

const visuallyHiddenStyled = styled('span', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
/** Text for assistive technology only. */
export const VisuallyHidden: StyledElement<'span'> = visuallyHiddenStyled;
