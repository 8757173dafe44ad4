import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Breadcrumbs, type BreadcrumbItem } from '../../primitives/Breadcrumbs/Breadcrumbs.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import { SkeletonText } from '../../primitives/Skeleton/Skeleton.tsx';
import { ThemeScope } from '../../providers/HavbrukProvider.tsx';
import { PRODUCT_NAME } from '../../providers/product.ts';
import { styled } from '../../theme/stitches.config.ts';
import { ascCompanyPath, ascFarmPath } from './ascPaths.ts';

/** What a public certification page shows: loading, not found (unknown alias or farm), a failure, or the data. */
export type AscPageStatus<T> =
  { state: 'loading' } | { state: 'notFound' } | { state: 'failed' } | { state: 'ready'; data: T };

const Header = styled('header', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2 $5',
  padding: '$3 $6',
  borderBottom: '1px solid $border',
  backgroundColor: '$surface',
  '@small': { padding: '$3 $4' },
});
const Brand = styled('p', { display: 'flex', flexDirection: 'column', lineHeight: '$tight' });
const BrandName = styled('span', { fontSize: '$4', fontWeight: '$bold', color: '$primaryText' });
const BrandNote = styled('span', { fontSize: '$1', color: '$textMuted' });
const Main = styled('main', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  maxWidth: '1280px',
  margin: '0 auto',
  padding: '$6',
  '@small': { padding: '$5 $4' },
});
export const AscHeading = styled('h1', { fontSize: '$6', lineHeight: '$tight', fontWeight: '$semibold' });
const Message = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  padding: '$7 $4',
  textAlign: 'center',
  color: '$textMuted',
  '& h1': { color: '$text' },
  '& p': { maxWidth: '60ch' },
});
export const AscSubtitle = styled('p', { color: '$textMuted', marginTop: '$1' });

export interface AscPageProps {
  alias: string;
  farmId?: string;
  /** The organization's name once known (else the alias from the path). */
  organizationName?: string;
  /** The farm's label once known (else the farm id from the path). */
  farmLabel?: string;
  onNavigate?: (href: string) => void;
  children: ReactNode;
}

/**
 * The frame of a public certification page: always light (dark mode is never applied here, whatever the
 * user's setting), in the current language; a header with back links built from the path (organization, then
 * farm; the last is the current page), then the page's content.
 */
export function AscPage({ alias, farmId, organizationName, farmLabel, onNavigate, children }: AscPageProps) {
  const crumbs: BreadcrumbItem[] = [{ label: organizationName ?? alias, href: ascCompanyPath(alias) }];
  if (farmId !== undefined) crumbs.push({ label: farmLabel ?? farmId, href: ascFarmPath(alias, farmId) });
  return (
    <ThemeScope theme="light">
      <AscFrame crumbs={crumbs} onNavigate={onNavigate}>
        {children}
      </AscFrame>
    </ThemeScope>
  );
}

function AscFrame({
  crumbs,
  onNavigate,
  children,
}: {
  crumbs: BreadcrumbItem[];
  onNavigate?: (href: string) => void;
  children: ReactNode;
}) {
  const { LL } = useI18n();
  return (
    <>
      <Header>
        <Brand>
          <BrandName>{PRODUCT_NAME}</BrandName>
          <BrandNote>{LL.asc.pageLabel()}</BrandNote>
        </Brand>
        <Breadcrumbs items={crumbs} {...(onNavigate ? { onNavigate } : {})} />
      </Header>
      <Main>{children}</Main>
    </>
  );
}

/** The loading, not-found and failure states shared by both pages. */
export function AscPageMessage({
  status,
  notFoundTitle,
  notFoundHelp,
  action,
  onRetry,
}: {
  status: Exclude<AscPageStatus<unknown>['state'], 'ready'>;
  notFoundTitle: string;
  notFoundHelp: string;
  action?: ReactNode;
  onRetry?: () => void;
}) {
  const { LL } = useI18n();
  if (status === 'loading')
    return (
      <div aria-busy="true" data-state="loading">
        <p role="status">{LL.asc.loading()}</p>
        <SkeletonText lines={6} />
      </div>
    );
  if (status === 'notFound')
    return (
      <Message data-state="notFound">
        <Icon name="search" size={32} />
        <AscHeading>{notFoundTitle}</AscHeading>
        <p>{notFoundHelp}</p>
        {action}
      </Message>
    );
  return (
    <div role="alert">
      <EmptyState
        icon="alert"
        title={LL.asc.failed()}
        action={onRetry ? <Button onClick={onRetry}>{LL.asc.retry()}</Button> : undefined}
      />
    </div>
  );
}
