import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx';
import { styled } from '../../theme/stitches.config.ts';

/** The same padding and gaps as `ViewScreen`, so the screen replaces its skeleton without moving. */
const Section = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  padding: '$6',
  '@small': { padding: '$5 $4' },
  variants: {
    layout: {
      page: {},
      // The map explorer fills the shell's main area edge to edge.
      map: { padding: 0, '@small': { padding: 0 } },
    },
  },
});
const Standalone = styled('main', { minHeight: '100vh', backgroundColor: '$bg' });
const Row = styled('div', {
  display: 'grid',
  gap: '$4',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});
const Status = styled('span', {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export type ScreenSkeletonLayout = 'page' | 'map';

export interface ScreenSkeletonProps {
  /**
   * `page`: a view in the shell's main area (heading, a row of widgets, a block of content), as `ViewScreen`
   * lays it out. `map`: one block filling the main area, as the map explorer does.
   */
  layout?: ScreenSkeletonLayout;
  /** Outside the app shell (a public page seen signed out): the skeleton is then its own `main` landmark. */
  standalone?: boolean;
}

/**
 * What a screen shows while its code loads (the app loads every screen area on first use): the screen's
 * frame with placeholder shapes, announced once as loading. Takes the space the screen takes, so the screen
 * appears without a layout shift.
 */
export function ScreenSkeleton({ layout = 'page', standalone = false }: ScreenSkeletonProps) {
  const { LL } = useI18n();
  const section = (
    <Section layout={layout} aria-busy="true" data-state="loading">
      <Status role="status">{LL.common.loading()}</Status>
      {layout === 'map' ? (
        <Skeleton height="100vh" />
      ) : (
        <>
          {/* The heading's line: 28 px type at the tight line height. */}
          <Skeleton width="40%" height={34} />
          <Row>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} height={140} />
            ))}
          </Row>
          <Skeleton height={350} />
        </>
      )}
    </Section>
  );
  return standalone ? <Standalone>{section}</Standalone> : section;
}
