import type { Attachment } from '@havbruk/api';
import { Dialog as RadixDialog } from 'radix-ui';
import { useEffect, useRef, type KeyboardEvent } from 'react';
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

export interface AttachmentPreviewProps {
  attachments: readonly Attachment[];
  /** The one way a file's address is made (signed short-lived link, or a token-free URL in stories). */
  getFileUrl: (url: string) => string;
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
                <img src={getFileUrl(attachment.url)} alt="" loading="lazy" />
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
                      <FullImage
                        src={getFileUrl(current.url)}
                        alt={LL.lab.preview({ filename: current.filename })}
                        data-kind="image"
                      />
                    ) : (
                      <Frame
                        data={getFileUrl(current.url)}
                        type="application/pdf"
                        title={LL.lab.preview({ filename: current.filename })}
                        aria-label={LL.lab.preview({ filename: current.filename })}
                        data-kind="pdf"
                      >
                        <a href={getFileUrl(current.url)} target="_blank" rel="noreferrer">
                          {LL.lab.openInNewTab()}
                        </a>
                      </Frame>
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
