import type { ComponentPropsWithRef } from 'react';
import { Avatar as RadixAvatar } from 'radix-ui';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { styled } from '../../theme/stitches.config.ts';

const Root = styled(RadixAvatar.Root, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: '$round',
  backgroundColor: '$primarySubtle',
  color: '$primaryText',
  fontWeight: '$semibold',
  userSelect: 'none',
  variants: {
    size: {
      small: { size: '28px', fontSize: '11px' },
      medium: { size: '36px', fontSize: '$1' },
      large: { size: '56px', fontSize: '$4' },
    },
  },
  defaultVariants: { size: 'medium' },
});
const Image = styled(RadixAvatar.Image, { size: '100%', objectFit: 'cover' });
const Fallback = styled(RadixAvatar.Fallback, { lineHeight: 1 });

/** Up to two initials of a name ("Kari Nordmann" → "KN"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => word[0]!.toUpperCase()).join('');
}

export interface AvatarProps extends Omit<ComponentPropsWithRef<typeof RadixAvatar.Root>, 'children'> {
  name: string;
  /** Picture URL; the initials show while it loads or when it fails. */
  src?: string | null;
  size?: 'small' | 'medium' | 'large';
  /** The name is shown next to the avatar already: hide it from assistive technology. */
  decorative?: boolean;
}

/** A user's picture with initials as fallback (Radix Avatar). */
export function Avatar({ name, src, size, decorative = false, ...rest }: AvatarProps) {
  const { LL } = useI18n();
  const label = LL.shell.userPicture({ name });
  return (
    <Root
      {...rest}
      size={size}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
    >
      {src && <Image src={src} alt="" />}
      <Fallback delayMs={src ? 400 : 0} aria-hidden="true">
        {initials(name)}
      </Fallback>
    </Root>
  );
}
