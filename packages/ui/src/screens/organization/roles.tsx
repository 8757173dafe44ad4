import type { OrgRole } from '@havbruk/api';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Icon } from '../../primitives/Icon/Icon.tsx';
import type { SelectOption } from '../../primitives/Select/Select.tsx';
import { Tooltip } from '../../primitives/Tooltip/Tooltip.tsx';
import { focusRing, styled } from '../../theme/stitches.config.ts';

/** The role names and their descriptions (spec S1 §6: super_admin → Admin, admin → Team Member, member → External). */
export function useRoleTexts() {
  const { LL } = useI18n();
  const name: Record<OrgRole, string> = {
    super_admin: LL.role.superAdmin(),
    admin: LL.role.admin(),
    member: LL.role.member(),
  };
  const about: Record<OrgRole, string> = {
    super_admin: LL.organization.roleAbout.superAdmin(),
    admin: LL.organization.roleAbout.admin(),
    member: LL.organization.roleAbout.member(),
  };
  return { name, about };
}

/**
 * The roles a user may give, in the spec's order (S1 §5): admin, then super_admin only for a super admin,
 * then member.
 */
export function roleChoices(viewerRole: OrgRole | null): OrgRole[] {
  return viewerRole === 'super_admin' ? ['admin', 'super_admin', 'member'] : ['admin', 'member'];
}

export function useRoleOptions(viewerRole: OrgRole | null): SelectOption[] {
  const { name } = useRoleTexts();
  return roleChoices(viewerRole).map((role) => ({ value: role, label: name[role] }));
}

const Badge = styled('button', {
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  padding: '2px $2',
  borderRadius: '$round',
  fontSize: '$1',
  fontWeight: '$medium',
  lineHeight: '20px',
  cursor: 'help',
  backgroundColor: '$surfaceSunken',
  color: '$text',
  '&:focus-visible': focusRing,
  '&[data-role="super_admin"]': { backgroundColor: '$primarySubtle' },
});

/** A role as its shown name, with a tooltip describing what the role may do. */
export function RoleBadge({ role }: { role: OrgRole }) {
  const { name, about } = useRoleTexts();
  return (
    <Tooltip content={about[role]}>
      <Badge type="button" data-role={role}>
        {name[role]}
        <Icon name="info" size={14} />
      </Badge>
    </Tooltip>
  );
}
