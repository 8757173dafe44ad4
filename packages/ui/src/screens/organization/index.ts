export {
  OrganizationScreen,
  type OrganizationScreenProps,
  type OrganizationScreenStatus,
} from './OrganizationScreen.tsx';
export {
  OrganizationDialog,
  addableFarms,
  editableMembers,
  type OpenOrganizationDialog,
  type OrganizationDialogProps,
} from './OrganizationDialog.tsx';
export { OrganizationTree, type OrganizationTreeProps } from './OrganizationTree.tsx';
export { PipelinesScreen, type PipelinesScreenProps, type PipelinesScreenStatus } from './PipelinesScreen.tsx';
export { PIPELINE_OKAY_DAYS, PIPELINE_WARNING_DAYS, pipelineStatus } from './pipelineStatus.ts';
export { RoleBadge, roleChoices, useRoleTexts } from './roles.tsx';
export { ImportDataPanel, type ImportDataPanelProps, type ImportStep } from './ImportDataPanel.tsx';
