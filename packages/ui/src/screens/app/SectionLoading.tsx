import { Skeleton } from '../../primitives/index.ts';
import { styled } from '../../theme/stitches.config.ts';

/** A page section below the main content (lab orders, product benchmark): a grid of its heading and parts. */
export const PageSection = styled('section', { display: 'grid', gap: '$4', minWidth: 0 });

/**
 * A page section's loading state: the section named by its title, busy, with one placeholder. The section's
 * own loading state and its lazy-loading fallback are this same element, so nothing moves when the code arrives.
 */
export function SectionLoading({ label }: { label: string }) {
  return (
    <PageSection aria-busy="true" aria-label={label}>
      <Skeleton width="100%" height={350} />
    </PageSection>
  );
}
