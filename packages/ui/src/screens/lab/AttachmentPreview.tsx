import type { Attachment } from '@havbruk/api';
import { Dialog as RadixDialog } from 'radix-ui';
import { useEffect, useMemo, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { IconButton, VisuallyHidden } from '../../primitives/index.ts';
import {
  DialogBody,
  DialogHeader,
  DialogOverlay,
  DialogPanel,
  DialogTitleText,
  DialogDescriptionText,
} from '../../primitives/Dialog/Dialog.tsx';
import { usePortalContainer } from '../../providers/HavbrukProvider.tsx';
import { focusRing, styled } from '../../theme/stitches.config.ts';

/** Spec: the preview modal is at most 1600 px wide. */
export const PREVIEW_MAX_WIDTH = 1600;

const Thumbs = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$3',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
const Thumb = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'grid',
  justifyItems: 'center',
  gap: '$1',
  width: 140,
  padding: '$2',
  border: '1px solid $border',
  borderRadius: '$2',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  cursor: 'pointer',
  fontSize: '$1',
  textAlign: 'center',
  overflowWrap: 'anywhere',
  '&:focus-visible': focusRing,
  '& img': { width: 120, height: 90, objectFit: 'cover', borderRadius: '$1' },
  '& .pdf': {
    display: 'grid',
    placeItems: 'center',
    width: 120,
    height: 90,
    borderRadius: '$1',
    backgroundColor: '$surface',
    color: '$textMuted',
    fontWeight: '$semibold',
  },
});
const Frame = styled('object', { display: 'block', width: '100%', height: '75vh', border: 0 });
const FullImage = styled('img', { display: 'block', maxWidth: 'none' });
const Nav = styled('div', { display: 'flex', gap: '$2', alignItems: 'center' });

/**
 * The one way a file's address is made: the app asks the API for a signed link (valid ≤ 60 s, no token in the URL),
 * stories give a token-free URL at once.
 */
export type GetFileUrl = (url: string) => string | Promise<string>;

/** A signed link is renewed this often while it is shown (links live 60 s; the anchor must still open). */
export const FILE_LINK_RENEW_MS = 45_000;

/**
 * The address of `url` from `getFileUrl` (undefined while a link is asked for or when asking failed). Asked once
 * per `url` (`getFileUrl` must be stable); with `renew` an asynchronous link is asked for again every
 * {@link FILE_LINK_RENEW_MS} while mounted (for a link the user clicks later); images and PDFs load once and keep
 * their first address.
 */
export function useFileUrl(getFileUrl: GetFileUrl, url: string, renew = false): string | undefined {
  const [round, setRound] = useState(0);
  const value = useMemo(() => {
    void round;
    return getFileUrl(url);
  }, [getFileUrl, url, round]);
  const [resolved, setResolved] = useState<{ from: Promise<string>; address: string } | undefined>(undefined);
  useEffect(() => {
    if (typeof value === 'string') return undefined;
    let live = true;
    value.then(
      (address) => live && setResolved({ from: value, address }),
      () => undefined,
    );
    const timer = renew ? setTimeout(() => setRound((count) => count + 1), FILE_LINK_RENEW_MS) : undefined;
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [value, renew]);
  if (typeof value === 'string') return value;
  // While a renewed link is asked for, the previous one (still valid) stays.
  return resolved?.address;
}

/** An image whose address comes from `getFileUrl` (nothing until the link is there). */
const FileImage = ({
  getFileUrl,
  url,
  as: Image = 'img',
  ...props
}: { getFileUrl: GetFileUrl; url: string; as?: 'img' | typeof FullImage } & Omit<ComponentProps<'img'>, 'src'>) => {
  const address = useFileUrl(getFileUrl, url);
  return address ? <Image {...props} src={address} /> : null;
};

/** The PDF viewer with a link to open the file in a new tab (the link renewed while shown). */
const FilePdf = ({
  getFileUrl,
  url,
  label,
  children,
}: {
  getFileUrl: GetFileUrl;
  url: string;
  label: string;
  children: string;
}) => {
  const address = useFileUrl(getFileUrl, url);
  const link = useFileUrl(getFileUrl, url, true);
  if (!address) return null;
  return (
    <Frame data={address} type="application/pdf" title={label} aria-label={label} data-kind="pdf">
      <a href={link ?? address} target="_blank" rel="noreferrer">
        {children}
      </a>
    </Frame>
  );
};

export interface AttachmentPreviewProps {
  attachments: readonly Attachment[];
  /** The one way a file's address is made (signed short-lived link, or a token-free URL in stories). */
  getFileUrl: GetFileUrl;
  /** The attachment shown in the modal; null when the modal is closed (controlled). */
  openIndex: number | null;
  onOpenIndexChange: (index: number | null) => void;
}

/**
 * An order's attachments as thumbnails (images as small pictures, PDFs as a labelled tile) and the preview
 * modal: at most 1600 px wide, images at full size (scrolling), PDFs in the browser's viewer (`<object>` with a
 * link as fallback); ← and → move between files (wrapping), Escape closes and focus returns to the thumbnail
 * of the file last shown.
 */
export function AttachmentPreview({ attachments, getFileUrl, openIndex, onOpenIndexChange }: AttachmentPreviewProps) {
  const { LL } = useI18n();
  const container = usePortalContainer();
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const lastShown = useRef(0);
  const current = openIndex === null ? undefined : attachments[openIndex];
  useEffect(() => {
    if (openIndex !== null) lastShown.current = openIndex;
  }, [openIndex]);
  const count = attachments.length;
  const move = (step: number) => {
    if (openIndex === null || count === 0) return;
    onOpenIndexChange((openIndex + step + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    }
  };
  return (
    <>
      <Thumbs>
        {attachments.map((attachment, index) => (
          <li key={attachment.url}>
            <Thumb
              type="button"
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              aria-haspopup="dialog"
              onClick={() => onOpenIndexChange(index)}
            >
              {attachment.kind === 'image' ? (
                <FileImage getFileUrl={getFileUrl} url={attachment.url} alt="" loading="lazy" />
              ) : (
                <span className="pdf" aria-hidden="true">
                  {LL.lab.pdf()}
                </span>
              )}
              <span>
                <VisuallyHidden>{LL.lab.openAttachment()} </VisuallyHidden>
                {attachment.filename}
              </span>
            </Thumb>
          </li>
        ))}
      </Thumbs>
      <RadixDialog.Root open={current !== undefined} onOpenChange={(open) => !open && onOpenIndexChange(null)}>
        <RadixDialog.Portal container={container}>
          <DialogOverlay />
          <RadixDialog.Content
            asChild
            onKeyDown={onKeyDown}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              thumbs.current[lastShown.current]?.focus();
            }}
          >
            <DialogPanel css={{ maxWidth: PREVIEW_MAX_WIDTH }} data-testid="attachment-preview">
              {current && (
                <>
                  <DialogHeader>
                    <div>
                      <DialogTitleText>{current.filename}</DialogTitleText>
                      <DialogDescriptionText>
                        {LL.lab.previewPosition({ index: (openIndex ?? 0) + 1, count })}
                      </DialogDescriptionText>
                    </div>
                    <Nav>
                      <IconButton icon="chevronLeft" label={LL.lab.previous()} onClick={() => move(-1)} />
                      <IconButton icon="chevronRight" label={LL.lab.next()} onClick={() => move(1)} />
                      <RadixDialog.Close asChild>
                        <IconButton icon="close" label={LL.common.close()} />
                      </RadixDialog.Close>
                    </Nav>
                  </DialogHeader>
                  <DialogBody>
                    {current.kind === 'image' ? (
                      <FileImage
                        as={FullImage}
                        getFileUrl={getFileUrl}
                        url={current.url}
                        alt={LL.lab.preview({ filename: current.filename })}
                        data-kind="image"
                      />
                    ) : (
                      <FilePdf
                        getFileUrl={getFileUrl}
                        url={current.url}
                        label={LL.lab.preview({ filename: current.filename })}
                      >
                        {LL.lab.openInNewTab()}
                      </FilePdf>
                    )}
                  </DialogBody>
                </>
              )}
            </DialogPanel>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </>
  );
}
